import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { exportFilePath, listExportFiles } from './export-files'
import { resolvePage, sectionRoutes } from './page-resolution'

const root = writeTempTree({
  'reference/javascript.html': 'v2 document',
  'reference/javascript/crawlers/select.html': 'select alone',
  'reference/javascript/crawlers/insert.html': 'insert alone',
  'reference/javascript/v1.html': 'v1 document',
  'reference/javascript/v1/crawlers/select.html': 'v1 select alone',
  'guides/auth.html': 'auth',
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

  it('treats a trailing slash as absent', () => {
    expect(resolvePage(root, '/reference/javascript/select/', false)).toBe(
      file('reference/javascript.html'),
    )
    expect(resolvePage(root, '/guides/auth/', false)).toBe(file('guides/auth.html'))
  })

  it('knows versions from sections, and unknown sections from neither', () => {
    expect(resolvePage(root, '/reference/javascript/v1', false)).toBe(
      file('reference/javascript/v1.html'),
    )
    expect(resolvePage(root, '/reference/javascript/nope', false)).toBeNull()
    expect(resolvePage(root, '/reference/javascript/v1/nope', true)).toBeNull()
  })
})

describe('sectionRoutes', () => {
  it('lists each section URL with the files resolvePage answers it with', () => {
    const routes = sectionRoutes(listExportFiles(root))
    expect(routes.map((route) => route.sectionPath).sort()).toEqual([
      '/reference/javascript/insert',
      '/reference/javascript/select',
      '/reference/javascript/v1/select',
    ])
    for (const route of routes) {
      expect(exportFilePath(root, resolvePage(root, route.sectionPath, false) ?? '')).toBe(
        route.documentFile,
      )
      expect(exportFilePath(root, resolvePage(root, route.sectionPath, true) ?? '')).toBe(
        route.crawlerFile,
      )
    }
  })
})
