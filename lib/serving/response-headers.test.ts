import { describe, expect, it } from 'vitest'
import { cacheControlFor, connectSourcesFor, isFragment, isPage, varyFor } from './response-headers'

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year, revalidates pages, and keeps the rest an hour', () => {
    expect(cacheControlFor('/_next/static/chunks/app-123.js')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(cacheControlFor('/guides/auth.html')).toBe('no-cache')
    expect(cacheControlFor('/404.html')).toBe('no-cache')
    expect(cacheControlFor('/guides/auth.txt')).toBe('public, max-age=3600')
  })

  it("keeps PGlite's files, named by its version, for a year, and revalidates the worker hourly", () => {
    expect(cacheControlFor('/sql-engine/pglite-0.3.16/pglite.wasm')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(cacheControlFor('/sql-engine/worker.js')).toBe('public, max-age=3600')
  })
})

describe('isPage', () => {
  it('counts every HTML file of the export but the fragments (reference sections, menus)', () => {
    expect(isPage('/guides/auth.html')).toBe(true)
    expect(isPage('/reference/javascript.html')).toBe(true)
    expect(isPage('/reference-sections/javascript/v1.html')).toBe(false)
    expect(isFragment('/reference-sections/javascript/v1.html')).toBe(true)
    expect(isPage('/menus/guides/auth.html')).toBe(false)
    expect(isFragment('/menus/reference/javascript/v1.html')).toBe(true)
    expect(cacheControlFor('/reference-sections/javascript.html')).toBe('no-cache')
    // Menus are fetched by an href carrying their content's hash: kept for good.
    expect(cacheControlFor('/menus/guides/auth.html')).toBe('public, max-age=31536000, immutable')
  })
})

describe('varyFor', () => {
  it('says when the answer depends on the user agent or the accepted encodings', () => {
    expect(varyFor('/reference/javascript.html', true)).toEqual(['User-Agent', 'Accept-Encoding'])
    expect(varyFor('/guides/auth.html', true)).toEqual(['Accept-Encoding'])
    expect(varyFor('/images/logo.png', false)).toEqual([])
  })
})

describe('connectSourcesFor', () => {
  it('admits the origin of a remote platform API and nothing when there is none', () => {
    expect(connectSourcesFor('https://api.plinth.example/v1')).toEqual([
      'https://api.plinth.example',
    ])
    expect(connectSourcesFor('')).toEqual([])
  })
})
