import type { Metadata } from 'next'
import { siteConfig } from '../site.config'
import { absoluteUrl } from './address/address'

export interface PageMetadataInput {
  title: string
  description: string
  /** The page's canonical site path: for a crawler page, its section URL. */
  canonicalPath: string
}

/** A page's description, canonical URL and Open Graph tags, the same way on every route. */
export function pageMetadata({ title, description, canonicalPath }: PageMetadataInput): Metadata {
  const url = absoluteUrl(canonicalPath)
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: `${siteConfig.name} Docs`,
      title,
      description,
      url,
      locale: 'en',
    },
  }
}
