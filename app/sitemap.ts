import type { MetadataRoute } from 'next'
import { absoluteUrl, sectionPath } from '../lib/address/address'
import { getGuideTree } from '../lib/content/guides'
import { sectionsOf } from '../lib/reference/document'
import { getReferences } from '../lib/reference/references'
import { sitePageGroups } from '../lib/site-index/site-pages'

export const dynamic = 'force-static'

/** Every page a reader can open: home, guides, reference documents and each section's URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const references = getReferences()
  const paths = [
    '/',
    '/reference',
    ...sitePageGroups(getGuideTree(), references).flatMap((group) =>
      group.pages.map((page) => page.path),
    ),
    ...references.flatMap((doc) =>
      sectionsOf(doc).map((section) => sectionPath(doc.path, section.id)),
    ),
  ]
  return [...new Set(paths)].map((path) => ({ url: absoluteUrl(path) }))
}
