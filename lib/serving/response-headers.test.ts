import { describe, expect, it } from 'vitest'
import { cacheControlFor, connectSourcesFor, varyFor } from './response-headers'

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year, revalidates pages, and keeps the rest an hour', () => {
    expect(cacheControlFor('/_next/static/chunks/app-123.js')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(cacheControlFor('/guides/auth.html')).toBe('no-cache')
    expect(cacheControlFor('/404.html')).toBe('no-cache')
    expect(cacheControlFor('/guides/auth.txt')).toBe('public, max-age=3600')
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
