import 'server-only'

import type { ReferenceDocument } from './document'
import { latestDocuments, versionsOf } from './references'

/** What a reference document's page shows besides the document: its switchers' targets. */
export interface ReferencePageModel {
  doc: ReferenceDocument
  /** Every version of the library, latest first. */
  versions: ReferenceDocument[]
  latest: ReferenceDocument | null
  /** The latest documents of the other client libraries; empty for any other kind. */
  otherLibraries: ReferenceDocument[]
}

export function loadReferencePage(doc: ReferenceDocument): ReferencePageModel {
  const versions = versionsOf(doc.library)
  return {
    doc,
    versions,
    latest: versions.find((other) => other.latest) ?? null,
    otherLibraries:
      doc.kind === 'client'
        ? latestDocuments().filter(
            (other) => other.kind === 'client' && other.library !== doc.library,
          )
        : [],
  }
}
