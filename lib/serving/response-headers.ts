/**
 * The headers both servers send with a file of the export. Each rule looks at the path of the
 * file being sent (`/guides/auth.html`, `/404.html` for any unknown path), not at the request URL,
 * so that nginx, which knows the file after `try_files`, applies the same rules.
 */
import {
  FRAGMENT_FOLDERS,
  MENUS_FRAGMENT_FOLDER,
  SQL_ENGINE_FOLDER,
  SQL_ENGINE_WORKER_PATH,
} from '../address/address'

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/** Sent with every page, besides its Content-Security-Policy. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
}

/**
 * Sent with a reference sections fragment (HTML a document fetches into itself, never a page):
 * no page policy, a policy that lets nothing run if it is opened on its own, and no indexing.
 */
export const FRAGMENT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'",
  'X-Robots-Tag': 'noindex',
}

/**
 * Sent with the SQL engine's worker script, whose response sets the worker's own policy (pages'
 * policies do not reach a worker): same-origin scripts and fetches, and WebAssembly compiled
 * there. No page needs 'wasm-unsafe-eval'; workers start under the pages' `script-src 'self'`.
 */
export const SQL_ENGINE_WORKER_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"

export function isSqlEngineWorker(filePath: string): boolean {
  return filePath === SQL_ENGINE_WORKER_PATH
}

export const CACHE_CONTROL = {
  /** Files whose names carry a hash of their content. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and reference sections: revalidated on every visit, so a deploy shows at once. */
  page: 'no-cache',
  /** Other files (images, payloads): an hour. */
  other: 'public, max-age=3600',
} as const

/** Folders of files named by their content's hash, or by the version of the package they come from. */
export const IMMUTABLE_FOLDERS = [
  '/_next/static/',
  // Pages fetch menus by their content's hash (`versionedMenuHref`); references' are spliced.
  `${MENUS_FRAGMENT_FOLDER}/`,
  // PGlite's files, in a folder named by its version (`/sql-engine/pglite-0.3.16/`).
  `${SQL_ENGINE_FOLDER}/pglite-`,
  // Pagefind's index chunks are named by hash; its entry file, scripts and WebAssembly are not.
  '/pagefind/fragment/',
  '/pagefind/index/',
  '/pagefind/filter/',
] as const

/** Pages answered by user agent: reference section URLs serve crawlers another page. */
export const USER_AGENT_DEPENDENT_FOLDER = '/reference/'

/** The folders of the fragments (reference sections, menus), with their trailing slash. */
export const FRAGMENT_FOLDER_PREFIXES = FRAGMENT_FOLDERS.map((folder) => `${folder}/`)

export function isFragment(filePath: string): boolean {
  return (
    FRAGMENT_FOLDER_PREFIXES.some((folder) => filePath.startsWith(folder)) &&
    filePath.endsWith('.html')
  )
}

/** A page a reader opens: HTML of the export apart from the fragments. */
export function isPage(filePath: string): boolean {
  return filePath.endsWith('.html') && !isFragment(filePath)
}

export function cacheControlFor(filePath: string): string {
  if (IMMUTABLE_FOLDERS.some((folder) => filePath.startsWith(folder))) {
    return CACHE_CONTROL.immutable
  }
  return filePath.endsWith('.html') ? CACHE_CONTROL.page : CACHE_CONTROL.other
}

/** Request headers the response depends on, for `Vary`. */
export function varyFor(filePath: string, hasVariants: boolean): string[] {
  const vary: string[] = []
  if (isPage(filePath) && filePath.startsWith(USER_AGENT_DEPENDENT_FOLDER)) vary.push('User-Agent')
  if (hasVariants) vary.push('Accept-Encoding')
  return vary
}

/** Origins the browser may call besides the docs' own: a remote platform API, when configured. */
export function connectSourcesFor(platformApiUrl: string): string[] {
  return platformApiUrl === '' ? [] : [new URL(platformApiUrl).origin]
}
