import 'server-only'

import path from 'node:path'
import { crawlerPath, parseReferencePath, sectionPath } from '../address/address'
import { cachedPerBuild } from '../content/cached-per-build'
import { readReferenceCatalog } from './catalog'
import { sectionsOf, type DocSection, type ReferenceDocument } from './document'

const ROOT = path.join(process.cwd(), 'content/reference')
/** Every reference document, latest version first per library. */
export const getReferences = cachedPerBuild(() => readReferenceCatalog(ROOT))

/** The versions of one library, latest first. */
export function versionsOf(library: string): ReferenceDocument[] {
  return getReferences().filter((doc) => doc.library === library)
}

/** The latest version of every library, in catalogue order. */
export function latestDocuments(): ReferenceDocument[] {
  return getReferences().filter((doc) => doc.latest)
}

export interface ReferenceRoute {
  doc: ReferenceDocument
  /** The section the URL names; null for the document's own URL. */
  section: DocSection | null
  /** The crawler page: that section alone. */
  crawler: boolean
}

/**
 * The route for the path segments below `/reference/{library}`. Null when the library, version
 * or section does not exist, so the route can answer 404.
 */
export function resolveReferenceRoute(library: string, segments: string[]): ReferenceRoute | null {
  const address = parseReferencePath(['/reference', library, ...segments].join('/'))
  if (!address) return null
  const doc = getReferences().find(
    (candidate) =>
      candidate.library === address.library &&
      (address.version === null ? candidate.latest : candidate.version === address.version),
  )
  if (!doc || (address.version !== null && doc.latest)) return null
  if (address.section === null) return { doc, section: null, crawler: false }
  const section = sectionsOf(doc).find((candidate) => candidate.id === address.section)
  return section ? { doc, section, crawler: address.crawler } : null
}

/** Path segments below `/reference/{library}` of a site path under it. */
const segmentsBelowLibrary = (sitePath: string) => sitePath.split('/').slice(3)

/**
 * The path segments below /reference/{library} that the export writes as files: each document and
 * its first section's crawler page (the build makes the other crawler pages from it). In
 * development, every section URL and every crawler page.
 */
export function referenceParams(development: boolean): { library: string; path: string[] }[] {
  return getReferences().flatMap((doc) => {
    const sections = sectionsOf(doc)
    const crawled = development ? sections : sections.slice(0, 1)
    const paths = [
      doc.path,
      ...crawled.map((section) => crawlerPath(doc.path, section.id)),
      ...(development ? sections.map((section) => sectionPath(doc.path, section.id)) : []),
    ]
    return paths.map((sitePath) => ({ library: doc.library, path: segmentsBelowLibrary(sitePath) }))
  })
}

/** The segments of a document's own file below its folder: `/reference-sections/dart/v1.html`. */
const segmentsBelowFolder = (filePath: string) => filePath.split('/').slice(2)

/**
 * The params of a route that writes one file per document (its sections fragment, its crawler
 * pages' source), at `fileOf(doc.path)`.
 */
export function documentFileParams(fileOf: (documentPath: string) => string): { doc: string[] }[] {
  return getReferences().map((doc) => ({ doc: segmentsBelowFolder(fileOf(doc.path)) }))
}

/** The document whose file (`fileOf(doc.path)`) the route's segments name. */
export function documentOfFile(
  fileOf: (documentPath: string) => string,
  segments: string[],
): ReferenceDocument | undefined {
  const named = segments.join('/')
  return getReferences().find((doc) => segmentsBelowFolder(fileOf(doc.path)).join('/') === named)
}
