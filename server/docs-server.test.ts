import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../tests/support/temp-tree'
import { createDocsServer } from './docs-server'

const exportDir = writeTempTree({
  'index.html': '<html><script>boot()</script><body>home</body></html>',
  '404.html': '<html><body>Page not found</body></html>',
  'guides/auth.html': `<html><body>${'auth '.repeat(500)}</body></html>`,
  '_next/static/chunks/app-123.js': 'console.log(1)',
  'images/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
})

const platform = new Hono().get('/platform/organizations', (c) => c.json([{ id: 1, name: 'Acme' }]))
const app = createDocsServer({ exportDir, basePath: '/docs', platform })

describe('the docs server', () => {
  it('redirects / to the base path', async () => {
    const response = await app.request('/')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/docs')
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

  it('compresses when the client accepts gzip', async () => {
    const response = await app.request('/docs/guides/auth', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
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
