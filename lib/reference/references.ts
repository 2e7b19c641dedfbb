import 'server-only'

import path from 'node:path'
import { readReferenceCatalog } from './catalog'
import { sectionsOf, type DocSection, type ReferenceDocument } from './document'

const ROOT = path.join(process.cwd(), 'content/reference')
let cached: ReferenceDocument[] | undefined

/** Every reference document, read once per build (re-read in development so edits show). */
export function getReferences(): ReferenceDocument[] {
  if (process.env.NODE_ENV === 'development') return readReferenceCatalog(ROOT)
  cached ??= readReferenceCatalog(ROOT)
  return cached
}

export interface ReferenceRoute {
  doc: ReferenceDocument
  /** The section the URL names; null for the document's own URL. */
  section: DocSection | null
  /** The crawler page: that section alone. */
  crawler: boolean
}

/**
 * Reads `/reference/{library}[/{version}][/crawlers]/{section}`. Null when the library, version
 * or section does not exist, so the route can answer 404.
 */
export function resolveReferenceRoute(library: string, segments: string[]): ReferenceRoute | null {
  const docs = getReferences().filter((doc) => doc.library === library)
  const [first, ...rest] = segments
  const versioned = docs.find((doc) => !doc.latest && doc.version === first)
  const doc = versioned ?? docs.find((doc) => doc.latest)
  if (!doc) return null
  const remaining = versioned ? rest : segments
  const crawler = remaining[0] === 'crawlers'
  const sectionPath = crawler ? remaining.slice(1) : remaining
  if (sectionPath.length > 1 || (crawler && sectionPath.length === 0)) return null
  if (sectionPath.length === 0) return { doc, section: null, crawler: false }
  const section = sectionsOf(doc).find((candidate) => candidate.id === sectionPath[0])
  return section ? { doc, section, crawler } : null
}

/** The path segments below /reference/{library} that the export writes as files. */
export function referenceParams(
  includeSectionUrls: boolean,
): { library: string; path: string[] }[] {
  return getReferences().flatMap((doc) => {
    const prefix = doc.latest ? [] : [doc.version]
    const sections = sectionsOf(doc)
    return [
      { library: doc.library, path: prefix },
      ...sections.map((section) => ({
        library: doc.library,
        path: [...prefix, 'crawlers', section.id],
      })),
      ...(includeSectionUrls
        ? sections.map((section) => ({ library: doc.library, path: [...prefix, section.id] }))
        : []),
    ]
  })
}
