import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../tests/support/temp-tree'
import { contentTypeOf, resolveExportFile } from './static-files'

const root = writeTempTree({
  'index.html': 'home',
  'guides/auth.html': 'auth',
  'guides/auth/passwords.html': 'passwords',
  '_next/static/chunks/app.js': 'js',
})

describe('resolveExportFile', () => {
  it('maps site paths to exported files', () => {
    expect(resolveExportFile(root, '/')).toBe(path.join(root, 'index.html'))
    expect(resolveExportFile(root, '/guides/auth')).toBe(path.join(root, 'guides/auth.html'))
    expect(resolveExportFile(root, '/guides/auth/passwords')).toBe(
      path.join(root, 'guides/auth/passwords.html'),
    )
    expect(resolveExportFile(root, '/_next/static/chunks/app.js')).toBe(
      path.join(root, '_next/static/chunks/app.js'),
    )
  })

  it('never leaves the export folder', () => {
    for (const attempt of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/guides/..%2f..%2fetc/passwd',
      '/..\\x',
      '/%00',
    ]) {
      expect(resolveExportFile(root, attempt)).toBeNull()
    }
  })

  it('answers null for missing files, folders and malformed escapes', () => {
    expect(resolveExportFile(root, '/guides/nope')).toBeNull()
    expect(resolveExportFile(root, '/_next')).toBeNull()
    expect(resolveExportFile(root, '/%E0%A4%A')).toBeNull()
  })
})

describe('contentTypeOf', () => {
  it('knows the types the export contains', () => {
    expect(contentTypeOf('a.html')).toBe('text/html; charset=utf-8')
    expect(contentTypeOf('a.js')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeOf('a.css')).toBe('text/css; charset=utf-8')
    expect(contentTypeOf('a.svg')).toBe('image/svg+xml')
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream')
  })
})
