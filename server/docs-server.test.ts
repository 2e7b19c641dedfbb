import { Hono } from 'hono'
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { precompressExport } from '../lib/serving/precompress-export'
import { writeTempTree } from '../tests/support/temp-tree'
import { createDocsServer } from './docs-server'

const exportDir = writeTempTree({
  'index.html': '<html><script>boot()</script><body>home</body></html>',
  '404.html': '<html><body>Page not found</body></html>',
  'guides/auth.html': `<html><body>${'auth '.repeat(500)}</body></html>`,
  '_next/static/chunks/app-123.js': 'console.log(1)',
  'sql-engine/worker.js': 'import("./pglite-0.3.16/index.js")',
  'sql-engine/pglite-0.3.16/pglite.wasm': 'wasm',
  'images/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'images/photo.png': 'binary',
  'reference/javascript.html': `<html><body>${'select '.repeat(500)}</body></html>`,
  'reference/javascript/crawlers/select.html': '<html><body><h1>select</h1></body></html>',
})
beforeAll(() => precompressExport(exportDir))

const platform = new Hono().get('/platform/organizations', (c) => c.json([{ id: 1, name: 'Acme' }]))
const app = createDocsServer({ exportDir, basePath: '/docs', platform })

describe('the docs server', () => {
  it('redirects / to the base path', async () => {
    const response = await app.request('/')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/docs')
  })

  it('redirects a moved page and its Markdown twin, with the query and a slash or not', async () => {
    for (const [requested, location] of [
      ['/docs/guides/cli', '/docs/guides/local-development/cli/getting-started'],
      ['/docs/guides/cli/', '/docs/guides/local-development/cli/getting-started'],
      [
        '/docs/guides/cli/local-development?x=1',
        '/docs/guides/local-development/cli/local-stack?x=1',
      ],
      ['/docs/guides/cli.md', '/docs/guides/local-development/cli/getting-started.md'],
    ]) {
      const response = await app.request(requested ?? '')
      expect(response.status, requested).toBe(308)
      expect(response.headers.get('location'), requested).toBe(location)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('serves pages with their content type and security headers', async () => {
    const response = await app.request('/docs/guides/auth')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves the home page at the base path with a CSP that admits its inline script', async () => {
    const response = await app.request('/docs')
    expect(await response.text()).toContain('home')
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' [^;]*'sha256-/,
    )
  })

  it('caches hashed assets for a year and marks them immutable', async () => {
    const response = await app.request('/docs/_next/static/chunks/app-123.js')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it("serves the SQL engine's worker with its own policy, and PGlite's files for good", async () => {
    const worker = await app.request('/docs/sql-engine/worker.js')
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'",
    )
    expect(worker.headers.get('x-frame-options')).toBeNull()
    const wasm = await app.request('/docs/sql-engine/pglite-0.3.16/pglite.wasm')
    expect(wasm.headers.get('content-type')).toBe('application/wasm')
    expect(wasm.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(wasm.headers.get('content-security-policy')).toBeNull()
  })

  it('sends the precompressed variant the client prefers, with its length', async () => {
    const brotli = await app.request('/docs/guides/auth', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
    const brotliBytes = new Uint8Array(await brotli.arrayBuffer())
    expect(brotli.headers.get('content-length')).toBe(String(brotliBytes.byteLength))

    const gzip = await app.request('/docs/guides/auth', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const gzipBytes = new Uint8Array(await gzip.arrayBuffer())
    expect(gunzipSync(gzipBytes).toString()).toContain('auth auth')
    expect(gzip.headers.get('content-length')).toBe(String(gzipBytes.byteLength))
  })

  it('sends the file itself to clients that accept no encoding it has', async () => {
    const response = await app.request('/docs/guides/auth', {
      headers: { 'Accept-Encoding': 'br;q=0, deflate' },
    })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const text = await response.text()
    expect(text).toContain('auth auth')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('sends files without variants as they are, not varying', async () => {
    const response = await app.request('/docs/images/photo.png', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('answers a section URL by user agent and says so in Vary', async () => {
    const reader = await app.request('/docs/reference/javascript/select', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(reader.headers.get('vary')).toBe('User-Agent, Accept-Encoding')
    expect(gunzipSync(new Uint8Array(await reader.arrayBuffer())).toString()).toContain(
      'select select',
    )
    const crawler = await app.request('/docs/reference/javascript/select', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    })
    expect(await crawler.text()).toContain('<h1>select</h1>')
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/docs/guides/nope', '/elsewhere', '/docs/..%2f..%2fpackage.json']) {
      const response = await app.request(url)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Page not found')
    }
  })

  it('mounts the platform on the same origin', async () => {
    const response = await app.request('/platform/organizations')
    expect(await response.json()).toEqual([{ id: 1, name: 'Acme' }])
  })
})

describe('Markdown on request', () => {
  const twinsDir = writeTempTree({
    '404.html': '<html><body>Page not found</body></html>',
    'guides/auth.html': `<html><body>${'auth '.repeat(500)}</body></html>`,
    'guides/auth.md': `# Auth\n\n${'auth '.repeat(500)}\n`,
    'guides/other.html': '<html><body>other</body></html>',
    'reference/javascript.html': '<html><body>document</body></html>',
    'reference/javascript/crawlers/select.html': '<html><body><h1>select</h1></body></html>',
    'reference/javascript/select.md': '# select()\n',
  })
  beforeAll(() => precompressExport(twinsDir))
  const server = createDocsServer({ exportDir: twinsDir, basePath: '/docs' })
  const get = (url: string, accept?: string) =>
    server.request(url, { headers: accept ? { Accept: accept, 'Accept-Encoding': 'gzip' } : {} })

  it('answers the twin to a client that prefers Markdown, precompressed', async () => {
    const response = await get('/docs/guides/auth/', 'text/markdown')
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept')
    expect(response.headers.get('link')).toBeNull()
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString()).toMatch(/^# Auth/)
    const section = await get('/docs/reference/javascript/select', 'text/markdown')
    expect(await section.text()).toBe('# select()\n')
  })

  it('answers HTML with a Link to the twin otherwise', async () => {
    const response = await get('/docs/guides/auth', 'text/html,*/*;q=0.8')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('link')).toBe(
      '</docs/guides/auth.md>; rel="alternate"; type="text/markdown"',
    )
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept')
    const section = await get('/docs/reference/javascript/select', 'text/markdown;q=0')
    expect(section.headers.get('vary')?.split(', ')).toEqual(
      expect.arrayContaining(['User-Agent', 'Accept']),
    )
  })

  it('leaves pages without a twin and other files alone', async () => {
    const other = await get('/docs/guides/other', 'text/markdown')
    expect(other.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(other.headers.get('link')).toBeNull()
    expect(other.headers.get('vary') ?? '').not.toMatch(/\bAccept\b(?!-)/)
    const twin = await get('/docs/guides/auth.md', 'text/markdown')
    expect(twin.headers.get('vary')).toBe('Accept-Encoding')
    const missing = await get('/docs/guides/none', 'text/markdown')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })
})
