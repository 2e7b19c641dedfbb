/**
 * Markdown on request: a page with a Markdown twin (`/guides/auth/passwords` and
 * `guides/auth/passwords.md` in the export) answers its Markdown to a client whose `Accept`
 * prefers `text/markdown`, and its HTML, with a `Link` to the twin, to everyone else.
 */
import { markdownTwinPath } from '../address/address'
import { withoutTrailingSlash } from './page-resolution'

/**
 * Whether an `Accept` header prefers Markdown to HTML. Markdown must be listed explicitly
 * (`text/markdown`, not `text/*`) with a q-value above zero. HTML's q-value is the higher of
 * `text/html`'s and `application/xhtml+xml`'s, each taken from the most specific range that
 * matches it (the type itself, then `text/*` or `application/*`, then `*\/*`). Markdown wins with a
 * higher q-value, or an equal one when it is listed before the range that gives HTML its q-value.
 *
 * nginx runs this very function in njs (`nginxMarkdownScript` writes its source out), so it stays
 * self-contained and within njs 0.7's syntax: no imports, no destructuring, no optional chaining,
 * indexed loops.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (typeof accept !== 'string' || accept === '') return false
  const parts = accept.split(',')
  let markdownQuality = 0
  let markdownIndex = -1
  // The range that decides text/html's q-value, then application/xhtml+xml's: the most specific
  // one (2 the type, 1 its `type/*`, 0 `*/*`), the first of equally specific ones.
  let htmlQuality = 0
  let htmlIndex = -1
  let htmlSpecificity = -1
  let xhtmlQuality = 0
  let xhtmlIndex = -1
  let xhtmlSpecificity = -1
  for (let index = 0; index < parts.length; index++) {
    const pieces = String(parts[index]).split(';')
    const range = String(pieces[0]).trim().toLowerCase()
    if (range === '') continue
    let quality = 1
    for (let p = 1; p < pieces.length; p++) {
      const parameter = String(pieces[p])
      const equals = parameter.indexOf('=')
      if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== 'q') continue
      const parsed = Number(parameter.slice(equals + 1).trim())
      quality = isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
    }
    if (range === 'text/markdown') {
      if (markdownIndex < 0) {
        markdownQuality = quality
        markdownIndex = index
      }
      continue
    }
    const any = range === '*/*'
    const html = range === 'text/html' ? 2 : range === 'text/*' ? 1 : any ? 0 : -1
    if (html > htmlSpecificity) {
      htmlQuality = quality
      htmlIndex = index
      htmlSpecificity = html
    }
    const xhtml =
      range === 'application/xhtml+xml' ? 2 : range === 'application/*' ? 1 : any ? 0 : -1
    if (xhtml > xhtmlSpecificity) {
      xhtmlQuality = quality
      xhtmlIndex = index
      xhtmlSpecificity = xhtml
    }
  }
  if (markdownIndex < 0 || markdownQuality <= 0) return false
  // HTML's q-value is the better of the two, from the earlier range on a tie.
  if (
    xhtmlIndex >= 0 &&
    (htmlIndex < 0 ||
      xhtmlQuality > htmlQuality ||
      (xhtmlQuality === htmlQuality && xhtmlIndex < htmlIndex))
  ) {
    htmlQuality = xhtmlQuality
    htmlIndex = xhtmlIndex
  }
  if (htmlIndex < 0 || htmlQuality === 0) return true
  return (
    markdownQuality > htmlQuality || (markdownQuality === htmlQuality && markdownIndex < htmlIndex)
  )
}

/** The request header negotiated answers depend on. */
export const MARKDOWN_VARY = 'Accept'

/** The Markdown twin a requested page URL may have (`/guides/auth/` → `/guides/auth.md`); the home has none. */
export function requestedTwinPath(sitePath: string): string | null {
  const normalized = withoutTrailingSlash(sitePath)
  return normalized === '/' ? null : markdownTwinPath(normalized)
}

/** `Link` header of a page's HTML answer: where its Markdown is (`twinUrl` with the base path). */
export function markdownLink(twinUrl: string): string {
  return `<${twinUrl}>; rel="alternate"; type="text/markdown"`
}

/**
 * Every page URL of the export (site path, without base path) that has a Markdown twin, with the
 * twin: a `.md` file whose URL without `.md` answers a page (its HTML file or a section URL's
 * document). `files` are the export's files as site paths; `sectionPaths` its section URLs.
 */
export function markdownTwinRoutes(
  files: readonly string[],
  sectionPaths: readonly string[],
): { pagePath: string; twinPath: string }[] {
  const present = new Set(files)
  const sections = new Set(sectionPaths)
  return files.flatMap((twinPath) => {
    if (!twinPath.endsWith('.md')) return []
    const pagePath = twinPath.slice(0, -'.md'.length)
    if (requestedTwinPath(pagePath) !== twinPath) return []
    const hasPage =
      sections.has(pagePath) ||
      present.has(`${pagePath}.html`) ||
      present.has(`${pagePath}/index.html`)
    return hasPage ? [{ pagePath, twinPath }] : []
  })
}
