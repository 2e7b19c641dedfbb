import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { exportFilePath, listExportFiles, resolveExportFile } from './export-files'

const root = writeTempTree({
  'index.html': 'home',
  'guides/auth.html': 'auth',
  'guides/auth/passwords.html': 'passwords',
  'guides/auth.md': '# Auth',
  '_next/static/chunks/app.js': 'js',
})

describe('resolveExportFile', () => {
  it('maps site paths to exported files', () => {
    expect(resolveExportFile(root, '/')).toBe(path.join(root, 'index.html'))
    expect(resolveExportFile(root, '/guides/auth')).toBe(path.join(root, 'guides/auth.html'))
    expect(resolveExportFile(root, '/guides/auth.md')).toBe(path.join(root, 'guides/auth.md'))
    expect(resolveExportFile(root, '/guides/auth/passwords')).toBe(
      path.join(root, 'guides/auth/passwords.html'),
    )
    expect(resolveExportFile(root, '/_next/static/chunks/app.js')).toBe(
      path.join(root, '_next/static/chunks/app.js'),
    )
  })

  it('answers the same with a trailing slash', () => {
    expect(resolveExportFile(root, '/guides/auth/')).toBe(path.join(root, 'guides/auth.html'))
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

describe('listExportFiles', () => {
  it('lists every file as a site path', () => {
    expect(listExportFiles(root)).toEqual([
      '/_next/static/chunks/app.js',
      '/guides/auth.html',
      '/guides/auth.md',
      '/guides/auth/passwords.html',
      '/index.html',
    ])
    expect(exportFilePath(root, path.join(root, 'guides/auth.html'))).toBe('/guides/auth.html')
  })
})
