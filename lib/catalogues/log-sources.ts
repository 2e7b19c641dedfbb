import path from 'node:path'
import { buildFieldTree } from './field-tree'
import type { LogSourceEntry } from './log-source-entry'
import { logSourcesCatalogueSchema } from './log-sources-schema'
import { readCatalogue } from './read-catalogue'

export const LOG_SOURCES_FILE = 'content/catalogues/log-sources.json'

/** The validated log sources, each with its fields as a tree. */
export function readLogSourcesCatalogue(root: string = process.cwd()): LogSourceEntry[] {
  const data = readCatalogue(path.join(root, LOG_SOURCES_FILE), logSourcesCatalogueSchema, {
    listKey: 'sources',
    nameKey: 'id',
  })
  return data.sources.map((source) => ({
    id: source.id,
    displayName: source.displayName,
    summary: source.summary,
    fieldCount: source.fields.length,
    fields: buildFieldTree(source.fields),
    exampleQuery: source.exampleQuery,
  }))
}
