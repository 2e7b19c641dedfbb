import type { MetadataRoute } from 'next'
import { absoluteUrl, withBasePath } from '../lib/address/address'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: withBasePath('/') },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
