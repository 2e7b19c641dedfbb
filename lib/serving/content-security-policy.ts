import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** sha256 sources for every inline script of a page, so nothing else inline may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/type=["']?application\/(ld\+)?json/i.test(attributes) || body === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy for one page of the docs: its own scripts, styles and the platform API only. */
export function contentSecurityPolicy(html: string, connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    // No 'wasm-unsafe-eval': WebAssembly compiles only in same-origin workers, which run under
    // their own script's policy (Pagefind's for search; the SQL engine's admits it there alone).
    // Workers start under script-src 'self', so worker-src needs no directive of its own.
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // Shiki colours tokens with style attributes and React sets inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
