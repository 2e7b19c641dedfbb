import { crawlerPath, documentPath, parseReferencePath, sectionPath } from '../address/address'
import { resolveExportFile } from './export-files'

/** Strips trailing slashes: `/guides/auth/` is `/guides/auth`. */
export function withoutTrailingSlash(sitePath: string): string {
  return sitePath.replace(/\/+$/, '') || '/'
}

/**
 * The export file for a site path. A reference section URL (`/reference/javascript/select`) has
 * no file of its own: readers get the whole document, crawlers the section's crawler page. The
 * crawler page's existence is what says the section exists.
 */
export function resolvePage(root: string, sitePath: string, crawler: boolean): string | null {
  const normalized = withoutTrailingSlash(sitePath)
  const address = parseReferencePath(normalized)
  if (address?.section && !address.crawler) {
    const document = documentPath(address)
    const crawlerPage = resolveExportFile(root, crawlerPath(document, address.section))
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
    if (!crawlerFile.endsWith('.html')) continue
    const address = parseReferencePath(crawlerFile.slice(0, -'.html'.length))
    if (!address?.crawler || !address.section) continue
    const document = documentPath(address)
    const documentFile = [`${document}.html`, `${document}/index.html`].find((file) =>
      present.has(file),
    )
    if (!documentFile) continue
    routes.push({ sectionPath: sectionPath(document, address.section), documentFile, crawlerFile })
  }
  return routes
}
