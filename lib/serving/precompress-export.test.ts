import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { brotliQualityFor, precompressExport } from './precompress-export'

describe('precompressExport', () => {
  it('writes brotli and gzip variants that decode to each text file', async () => {
    const page = `<html><body>${'select rows from a table '.repeat(200)}</body></html>`
    const root = writeTempTree({
      'guides/auth.html': page,
      'guides/auth.md': '# Auth\n'.repeat(100),
      '_next/static/chunks/app.js': 'console.log("app");'.repeat(100),
      'images/logo.png': 'not text',
    })
    const summary = await precompressExport(root)

    expect(summary.files).toBe(3)
    const html = path.join(root, 'guides/auth.html')
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${html}.br`)).toString()).toBe(page)
    expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(page)
    expect(fs.existsSync(path.join(root, 'guides/auth.md.br'))).toBe(true)
    expect(fs.existsSync(path.join(root, 'images/logo.png.gz'))).toBe(false)
    expect(summary.encodedBytes.br).toBeLessThan(summary.bytes / 5)
  })

  it('writes no variant that would be larger than the file', async () => {
    const root = writeTempTree({ 'robots.txt': 'ok', 'robots.txt.gz': 'stale' })
    await precompressExport(root)
    expect(fs.readdirSync(root)).toEqual(['robots.txt'])
  })
})

describe('brotliQualityFor', () => {
  it('spends the slowest quality on the shared hashed assets only', () => {
    expect(brotliQualityFor('/_next/static/chunks/app.js', 1000)).toBe(11)
    expect(brotliQualityFor('/reference/javascript.html', 1_300_000)).toBeLessThan(11)
  })

  it('compresses the many small pages faster than the few large files', () => {
    expect(brotliQualityFor('/guides/auth/passwords.html', 36_000)).toBeLessThan(
      brotliQualityFor('/reference/javascript.html', 1_300_000),
    )
  })
})
