import type { MetadataRoute } from 'next'
import { absoluteUrl } from '../lib/absolute-url'
import { siteConfig } from '../site.config'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: `${siteConfig.basePath}/` },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
