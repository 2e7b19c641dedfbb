import 'server-only'

import type { ReferenceDocument } from './document'
import { isLibraryId, referenceLibraries } from './libraries'
import { latestDocuments, versionsOf } from './references'

/** One library on the reference index: its latest document and every version. */
export interface ReferenceIndexEntry {
  latest: ReferenceDocument
  /** Latest first. */
  versions: ReferenceDocument[]
  description: string | null
}

/** The reference index: client libraries and the CLI, then the management API, then servers. */
export interface ReferenceIndexModel {
  libraries: ReferenceIndexEntry[]
  api: ReferenceIndexEntry[]
  servers: ReferenceIndexEntry[]
}

function descriptionOf(doc: ReferenceDocument): string | null {
  if (!isLibraryId(doc.library)) return null
  const library = referenceLibraries[doc.library]
  return 'description' in library ? library.description : null
}

export function loadReferenceIndex(): ReferenceIndexModel {
  const latest = latestDocuments()
  const entries = (kinds: ReferenceDocument['kind'][]) =>
    latest
      .filter((doc) => kinds.includes(doc.kind))
      .map((doc) => ({
        latest: doc,
        versions: versionsOf(doc.library),
        description: descriptionOf(doc),
      }))
  return {
    libraries: entries(['client', 'cli']),
    api: entries(['api']),
    servers: entries(['server']),
  }
}
