import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../tests/support/temp-tree'
import { isCrawler, resolvePage } from './page-resolution'

const root = writeTempTree({
  'reference/javascript.html': 'v2 document',
  'reference/javascript/crawlers/select.html': 'select alone',
  'reference/javascript/v1.html': 'v1 document',
  'reference/javascript/v1/crawlers/select.html': 'v1 select alone',
})
const file = (relative: string) => path.join(root, relative)

describe('resolvePage', () => {
  it('serves the whole document at a section URL', () => {
    expect(resolvePage(root, '/reference/javascript/select', false)).toBe(
      file('reference/javascript.html'),
    )
    expect(resolvePage(root, '/reference/javascript/v1/select', false)).toBe(
      file('reference/javascript/v1.html'),
    )
  })

  it('serves crawlers the section alone', () => {
    expect(resolvePage(root, '/reference/javascript/select', true)).toBe(
      file('reference/javascript/crawlers/select.html'),
    )
    expect(resolvePage(root, '/reference/javascript/v1/select', true)).toBe(
      file('reference/javascript/v1/crawlers/select.html'),
    )
  })

  it('knows versions from sections, and unknown sections from neither', () => {
    expect(resolvePage(root, '/reference/javascript/v1', false)).toBe(
      file('reference/javascript/v1.html'),
    )
    expect(resolvePage(root, '/reference/javascript/nope', false)).toBeNull()
    expect(resolvePage(root, '/reference/javascript/v1/nope', true)).toBeNull()
  })
})

describe('isCrawler', () => {
  it('recognises search engines and link previews, not browsers', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(
      isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'),
    ).toBe(false)
    expect(isCrawler(undefined)).toBe(false)
  })
})
