import { resolveExportFile } from './export-files'

const REFERENCE_SECTION = /^\/reference\/([a-z0-9-]+)(?:\/(v\d+))?\/([a-z0-9-]+)$/
const CRAWLER_PAGE = /^\/reference\/([a-z0-9-]+)(?:\/(v\d+))?\/crawlers\/([a-z0-9-]+)\.html$/

/** Strips trailing slashes: `/guides/auth/` is `/guides/auth`. */
export function withoutTrailingSlash(sitePath: string): string {
  return sitePath.replace(/\/+$/, '') || '/'
}

function documentPath(library: string, version: string | undefined): string {
  return `/reference/${library}${version ? `/${version}` : ''}`
}

/**
 * The export file for a site path. A reference section URL (`/reference/javascript/select`) has
 * no file of its own: readers get the whole document, crawlers the section's crawler page. The
 * crawler page's existence is what says the section exists.
 */
export function resolvePage(root: string, sitePath: string, crawler: boolean): string | null {
  const normalized = withoutTrailingSlash(sitePath)
  const match = REFERENCE_SECTION.exec(normalized)
  if (match && match[3] !== 'crawlers') {
    const [, library = '', version, section] = match
    const document = documentPath(library, version)
    const crawlerPage = resolveExportFile(root, `${document}/crawlers/${section}`)
    if (crawlerPage) return crawler ? crawlerPage : resolveExportFile(root, document)
  }
  return resolveExportFile(root, normalized)
}

export interface SectionRoute {
  /** The section URL below the base path, `/reference/javascript/select`. */
  sectionPath: string
  /** Export file readers get, `/reference/javascript.html`. */
  documentFile: string
  /** Export file crawlers get, `/reference/javascript/crawlers/select.html`. */
  crawlerFile: string
}

/**
 * Every section URL of the export with the files `resolvePage` answers it with, for servers that
 * cannot look at the disk per request (nginx). `files` are the export's files as site paths.
 */
export function sectionRoutes(files: readonly string[]): SectionRoute[] {
  const present = new Set(files)
  const routes: SectionRoute[] = []
  for (const crawlerFile of files) {
    const match = CRAWLER_PAGE.exec(crawlerFile)
    if (!match || match[3] === 'crawlers') continue
    const [, library = '', version, section] = match
    const document = documentPath(library, version)
    const documentFile = [`${document}.html`, `${document}/index.html`].find((file) =>
      present.has(file),
    )
    if (!documentFile) continue
    routes.push({ sectionPath: `${document}/${section}`, documentFile, crawlerFile })
  }
  return routes
}
