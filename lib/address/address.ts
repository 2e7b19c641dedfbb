import { siteConfig } from '../../site.config'

/**
 * Every URL of the site is built and read here. A "site path" is a path without the base path
 * (`/guides/auth`); an "href" is what a browser requests (`/docs/guides/auth`).
 */

/** A site path as the browser requests it, under the base path. */
export function withBasePath(sitePath: string, basePath = siteConfig.basePath): string {
  return `${basePath}${sitePath}`
}

/** The site path of a browser path, or null when the path is outside the docs. */
export function stripBasePath(pathname: string, basePath = siteConfig.basePath): string | null {
  if (pathname === basePath) return '/'
  if (basePath === '') return pathname
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null
}

export const HOME_PATH = '/'
export const REFERENCE_INDEX_PATH = '/reference'
export const SITEMAP_PATH = '/sitemap.xml'

/** `/guides/{area}/{...page}` from the page's slug. */
export function guidePath(slug: readonly string[]): string {
  return ['/guides', ...slug].join('/')
}

/** The Markdown twin of a guide: its path plus `.md`. */
export function markdownTwinPath(guideSitePath: string): string {
  return `${guideSitePath}.md`
}

/** A chat product a page offers to open its Markdown in. */
export interface ChatLink {
  product: 'ChatGPT' | 'Claude'
  href: string
}

/**
 * Links that start a chat about a page in ChatGPT and Claude: each product's URL with the prompt
 * in `?q=`, the prompt naming the page's Markdown by its absolute URL.
 */
export function openInChatLinks(markdownUrl: string): ChatLink[] {
  const q = encodeURIComponent(`Read ${markdownUrl} and answer questions about it.`)
  return [
    { product: 'ChatGPT', href: `${siteConfig.externalLinks.chatgpt}?q=${q}` },
    { product: 'Claude', href: `${siteConfig.externalLinks.claude}?q=${q}` },
  ]
}

/** The docs MCP server (Streamable HTTP), answered by the Node server and proxied by nginx. */
export const MCP_PATH = '/mcp'

/** `/llms-full.txt`: every guide in one Markdown file. */
export const LLMS_FULL_PATH = '/llms-full.txt'

/** The one-file Markdown of an area or a reference document, beside its own path. */
export function llmsFullPath(sitePath: string): string {
  return `${sitePath}${LLMS_FULL_PATH}`
}

/** The slug of a guide path, or null when the path is not under `/guides`. */
export function guideSlug(sitePath: string): string[] | null {
  const [, root, ...slug] = sitePath.split('/')
  return root === 'guides' && slug.length > 0 ? slug : null
}

/** A reference document: its library, and its version unless it is the latest. */
export interface DocumentAddress {
  library: string
  /** Null for the latest version, which is served without a version segment. */
  version: string | null
}

/** Versions are `v1`, `v2`...; section ids never look like one (the spec schema refuses them). */
export const VERSION_SEGMENT = /^v\d+$/
const CRAWLER_SEGMENT = 'crawlers'

/** `/reference/{library}` for the latest version, `/reference/{library}/{version}` otherwise. */
export function documentPath({ library, version }: DocumentAddress): string {
  return version ? `/reference/${library}/${version}` : `/reference/${library}`
}

/** The URL readers share for one section: it serves the whole document, scrolled there. */
export function sectionPath(documentSitePath: string, sectionId: string): string {
  return `${documentSitePath}/${sectionId}`
}

/** The section alone, for search engines: `…/crawlers/{section}`. */
export function crawlerPath(documentSitePath: string, sectionId: string): string {
  return `${documentSitePath}/${CRAWLER_SEGMENT}/${sectionId}`
}

/** An OpenAPI reference's source document as JSON, for tools: `/reference/api/openapi.json`. */
export function openApiDocumentPath(documentSitePath: string): string {
  return `${documentSitePath}/${OPENAPI_FILE}`
}

/** The file name of an OpenAPI reference's JSON document, below the document's path. */
export const OPENAPI_FILE = 'openapi.json'

export interface ReferenceAddress extends DocumentAddress {
  /** The section the path names; null for the document's own path. */
  section: string | null
  crawler: boolean
}

/**
 * Reads `/reference/{library}[/{version}][/crawlers]/{section}` by its shape alone. Whether the
 * library, version and section exist is for the caller to check against the catalogue.
 */
export function parseReferencePath(sitePath: string): ReferenceAddress | null {
  const [empty, root, library, ...rest] = sitePath.split('/')
  if (empty !== '' || root !== 'reference' || !library) return null
  const version = rest[0] !== undefined && VERSION_SEGMENT.test(rest[0]) ? rest[0] : null
  const remaining = version ? rest.slice(1) : rest
  const crawler = remaining[0] === CRAWLER_SEGMENT
  const sectionSegments = crawler ? remaining.slice(1) : remaining
  if (sectionSegments.length > 1 || (crawler && sectionSegments.length === 0)) return null
  const section = sectionSegments[0] ?? null
  if (section === '') return null
  return { library, version, section, crawler }
}

/**
 * The static HTML of every section of a document, apart from the page: spliced into the exported
 * page after the build, and fetched by the page when it is rendered without it.
 */
export function sectionsFragmentPath(documentSitePath: string): string {
  return `${SECTIONS_FRAGMENT_FOLDER}${documentSitePath.slice('/reference'.length)}.html`
}

/** The folder of the sections fragments; its files are not pages. */
export const SECTIONS_FRAGMENT_FOLDER = '/reference-sections'

/**
 * What the build makes a document's crawler pages from (`lib/export/crawler-pages.ts`): every
 * section at the level of a page of its own, with its page's title, description and canonical URL.
 * The export writes it, and the step that makes the pages reads and removes it.
 */
export function crawlerPagesSourcePath(documentSitePath: string): string {
  return `${CRAWLER_PAGES_SOURCE_FOLDER}${documentSitePath.slice('/reference'.length)}.json`
}

/** The folder of the crawler pages' sources; it is gone from the finished export. */
export const CRAWLER_PAGES_SOURCE_FOLDER = '/reference-crawler-pages'

/**
 * The SQL engine readers run guide SQL on: its worker, beside PGlite's files, and the script that
 * works the Run controls (with the runner it loads on first use and the runner's stylesheet).
 */
export const SQL_ENGINE_FOLDER = '/sql-engine'

export const SQL_ENGINE_WORKER_PATH = `${SQL_ENGINE_FOLDER}/worker.js`

export const SQL_RUN_CONTROLS_PATH = `${SQL_ENGINE_FOLDER}/run-controls.js`

/** The folder of PGlite's files of one version, named by it so that they can be cached for good. */
export function pgliteFolderName(version: string): string {
  return `pglite-${version}`
}

/**
 * The static HTML of a menu (a guide area's, a reference document's, a header menu) apart from the
 * pages that show it: spliced into each exported page after the build, so it reaches the reader
 * once, in the HTML, and not a second time in the page's RSC payload. `ownerPath` names the menu
 * by what it lists: a guide area's or a reference document's site path, or `/header/{menu}`.
 */
export function menuFragmentPath(ownerPath: string): string {
  return `${MENUS_FRAGMENT_FOLDER}${ownerPath}.html`
}

/** The folder of the menu fragments; its files are not pages. */
export const MENUS_FRAGMENT_FOLDER = '/menus'

/** Every folder of fragments: static HTML spliced into pages, not pages of their own. */
export const FRAGMENT_FOLDERS = [SECTIONS_FRAGMENT_FOLDER, MENUS_FRAGMENT_FOLDER] as const

/**
 * The section id in a browser path, for the inline script that runs before the app: written
 * without imports or closures, because it is inlined with `Function.prototype.toString`.
 */
export function sectionIdInPathname(pathname: string): string {
  const segments = pathname.split('/')
  return segments[segments.length - 1] ?? ''
}

/**
 * The HTML file the static export writes for a page, relative to `out/`: `/guides/auth` is
 * `guides/auth.html`, the home page `index.html`.
 */
export function exportHtmlFile(sitePath: string): string {
  return sitePath === HOME_PATH ? 'index.html' : `${sitePath.slice(1)}.html`
}

/** The site path an exported HTML file is served at: `guides/auth.html` → `/guides/auth`. */
export function pathOfExportHtmlFile(file: string): string {
  const withoutExtension = file
    .split('\\')
    .join('/')
    .replace(/\.html$/, '')
  return `/${withoutExtension.replace(/(^|\/)index$/, '')}`
}

/** The absolute URL of a site path, for canonical links, the sitemap and llms.txt. */
export function absoluteUrl(sitePath: string): string {
  return `${siteConfig.siteUrl}${withBasePath(sitePath === HOME_PATH ? '' : sitePath)}`
}
