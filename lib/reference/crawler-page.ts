import { sectionPath } from '../address/address'
import type { PageMetadataInput } from '../page-metadata'
import type { DocSection, ReferenceDocument } from './document'

/** A crawler page's title, description and canonical path: its section's, in its document. */
export function crawlerPageMetadata(
  doc: ReferenceDocument,
  section: DocSection,
): PageMetadataInput {
  return {
    title: `${section.title} | ${doc.libraryLabel} ${doc.versionLabel} reference`,
    description: `${section.title}, in the ${doc.title} (${doc.versionLabel}).`,
    canonicalPath: sectionPath(doc.path, section.id),
  }
}
