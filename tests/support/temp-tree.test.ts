import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeTempTrees, writeTempTree } from './temp-tree'

describe('writeTempTree', () => {
  it('writes the files, nested folders included, and removeTempTrees takes them away', () => {
    const root = writeTempTree({ 'a/b.txt': 'b', 'c.txt': 'c' })
    expect(fs.readFileSync(path.join(root, 'a/b.txt'), 'utf8')).toBe('b')
    expect(fs.readFileSync(path.join(root, 'c.txt'), 'utf8')).toBe('c')
    removeTempTrees()
    expect(fs.existsSync(root)).toBe(false)
  })
})
