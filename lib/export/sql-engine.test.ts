import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { pgliteDist } from '../sql-engine/pglite-package'
import { staticImportClosure, writeSqlEngine } from './sql-engine'

describe('staticImportClosure', () => {
  it('follows static imports and re-exports, not dynamic imports', () => {
    const dir = writeTempTree({
      'index.js': 'import{a}from"./chunk-a.js";import"./chunk-b.js";import("./fs/node.js")',
      'chunk-a.js': 'export{b}from"./chunk-b.js";export{a}',
      'chunk-b.js': 'export const b=1',
    })
    expect(staticImportClosure(dir, 'index.js').sort()).toEqual([
      'chunk-a.js',
      'chunk-b.js',
      'index.js',
    ])
  })

  it('fails naming a module that is imported but missing', () => {
    const dir = writeTempTree({ 'index.js': 'import"./gone.js"' })
    expect(() => staticImportClosure(dir, 'index.js')).toThrow(/gone\.js: imported but missing/)
  })
})

describe('writeSqlEngine', () => {
  it("writes the worker with the schema inside, beside PGlite's files of its version", async () => {
    const exportDir = writeTempTree({})
    const files = await writeSqlEngine(exportDir, { schema: 'create table marker_table ();' })
    const { version } = pgliteDist()
    const paths = files.map((file) => file.filePath)
    expect(paths).toContain('/sql-engine/worker.js')
    const bundles = [
      'vector.tar.gz',
      'pgtap.tar.gz',
      'uuid-ossp.tar.gz',
      'pg_hashids.tar.gz',
      'pg_trgm.tar.gz',
    ]
    for (const file of ['index.js', 'pglite.wasm', 'pglite.data', ...bundles]) {
      expect(paths).toContain(`/sql-engine/pglite-${version}/${file}`)
    }
    const worker = fs.readFileSync(path.join(exportDir, 'sql-engine/worker.js'), 'utf8')
    expect(worker).toContain('create table marker_table ();')
    expect(worker).toContain(`pglite-${version}/`)
    // The worker imports PGlite from its folder at run time; it does not bundle it.
    expect(worker.length).toBeLessThan(20_000)
    expect(files.every((file) => Object.keys(file.encoded).length === 0)).toBe(true)
    fs.rmSync(exportDir, { recursive: true })
  }, 60_000)

  it('writes the Run controls script, the runner it loads on first use and its stylesheet', async () => {
    const exportDir = writeTempTree({})
    const files = await writeSqlEngine(exportDir, { schema: '' })
    const paths = files.map((file) => file.filePath)
    for (const file of ['run-controls.js', 'runner.js', 'sql-runner.css']) {
      expect(paths).toContain(`/sql-engine/${file}`)
    }
    const read = (file: string) => fs.readFileSync(path.join(exportDir, 'sql-engine', file), 'utf8')
    // The listener is whole: it imports nothing before the reader reaches a control.
    expect(read('run-controls.js')).not.toMatch(/^import|\bfrom"/m)
    expect(read('run-controls.js')).toContain('import("./runner.js")')
    expect(read('runner.js')).toContain('worker.js')
    expect(read('sql-runner.css')).toContain('.sql-run-results')
    fs.rmSync(exportDir, { recursive: true })
  }, 60_000)
})
