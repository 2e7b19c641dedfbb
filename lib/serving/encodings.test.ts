import { describe, expect, it } from 'vitest'
import { isCompressible, negotiateEncoding } from './encodings'

const both = ['br', 'gzip'] as const

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then the file itself', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip')
    expect(negotiateEncoding('deflate', both)).toBe('identity')
    expect(negotiateEncoding(undefined, both)).toBe('identity')
    expect(negotiateEncoding('', both)).toBe('identity')
  })

  it('sends only variants that exist', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('br, gzip', [])).toBe('identity')
  })

  it('honours q-values, q=0 as a refusal, and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip')
    expect(negotiateEncoding('gzip;q=0, br;q=0', both)).toBe('identity')
    expect(negotiateEncoding('*', both)).toBe('br')
    expect(negotiateEncoding('*;q=0.1, gzip', both)).toBe('gzip')
    expect(negotiateEncoding('BR, GZIP', both)).toBe('br')
  })

  it('reads malformed quality values as refusals', () => {
    expect(negotiateEncoding('br;q=x, gzip', both)).toBe('gzip')
  })
})

describe('isCompressible', () => {
  it('picks the text files of the export and WebAssembly', () => {
    for (const file of [
      'a.html',
      'a.txt',
      'a.md',
      'a.js',
      'a.css',
      'a.json',
      'a.svg',
      'a.wasm',
      'pagefind/wasm.en.pagefind',
      'pagefind/index/en_1.pf_index',
    ]) {
      expect(isCompressible(file)).toBe(true)
    }
    for (const file of ['a.png', 'a.woff2', 'a.html.gz', 'a.html.br']) {
      expect(isCompressible(file)).toBe(false)
    }
  })
})
