import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { LOG_SOURCES_FILE, readLogSourcesCatalogue } from './log-sources'

const realCatalogue = JSON.parse(fs.readFileSync(LOG_SOURCES_FILE, 'utf8')) as {
  sources: Record<string, unknown>[]
}

const repository = (catalogue: unknown): string =>
  writeTempTree({ [LOG_SOURCES_FILE]: JSON.stringify(catalogue) })

const withSource = (index: number, change: Record<string, unknown>) => ({
  sources: realCatalogue.sources.map((source, at) =>
    at === index ? { ...source, ...change } : source,
  ),
})

describe('readLogSourcesCatalogue', () => {
  it('reads the nine sources with their fields as trees', () => {
    const sources = readLogSourcesCatalogue()
    expect(sources.map((source) => source.id)).toEqual([
      'edge_logs',
      'auth_logs',
      'storage_logs',
      'function_edge_logs',
      'function_logs',
      'postgres_logs',
      'realtime_logs',
      'postgrest_logs',
      'pooler_logs',
    ])
    const edge = sources[0]
    expect(edge?.fieldCount).toBe(61)
    expect(edge?.fields.map((node) => node.name)).toContain('metadata')
  })

  it('fails naming the file, the source and the field of a bad field type', () => {
    const fields = [{ path: 'timestamp', type: 'date' }]
    const dir = repository(withSource(1, { fields }))
    expect(() => readLogSourcesCatalogue(dir)).toThrow(
      /content\/catalogues\/log-sources\.json: invalid\nsources\[1\] \(auth_logs\): fields\.0\.type:/,
    )
  })

  it('rejects an example query that does not query its own source', () => {
    const dir = repository(
      withSource(2, { exampleQuery: { title: 'Wrong table', sql: 'select 1 from edge_logs;' } }),
    )
    expect(() => readLogSourcesCatalogue(dir)).toThrow(
      /sources\[2\] \(storage_logs\): exampleQuery\.sql: must query its own source/,
    )
  })

  it('rejects a path that uses a field as an object', () => {
    const fields = [
      { path: 'metadata', type: 'string' },
      { path: 'metadata.host', type: 'string' },
    ]
    const dir = repository(withSource(8, { fields }))
    expect(() => readLogSourcesCatalogue(dir)).toThrow(
      /sources\[8\] \(pooler_logs\): fields\.1\.path: "metadata" is a field/,
    )
  })
})
