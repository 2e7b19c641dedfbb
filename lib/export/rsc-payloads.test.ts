import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { listExportFiles } from '../serving/export-files'
import { removeRscPayloads } from './rsc-payloads'

describe('removeRscPayloads', () => {
  it("removes the router's payloads and the folders they alone filled, and keeps every other text file", () => {
    const root = writeTempTree({
      'index.html': '<p>home</p>',
      'index.txt': '0:payload',
      '__next._tree.txt': 'tree',
      'llms.txt': '# Plinth',
      'robots.txt': 'User-agent: *',
      'guides/auth.html': '<p>auth</p>',
      'guides/auth.txt': '0:payload',
      'guides/auth/llms-full.txt': '# Auth',
      'guides/auth/__next.guides.$c$slug.__PAGE__.txt': 'segment',
      '_not-found/__next._full.txt': 'full',
    })
    expect(removeRscPayloads(root)).toBe(5)
    expect(listExportFiles(root)).toEqual([
      '/guides/auth.html',
      '/guides/auth/llms-full.txt',
      '/index.html',
      '/llms.txt',
      '/robots.txt',
    ])
    expect(fs.existsSync(path.join(root, '_not-found'))).toBe(false)
    fs.rmSync(root, { recursive: true })
  })
})
