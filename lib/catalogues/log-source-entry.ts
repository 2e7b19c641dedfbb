import type { FieldNode } from './field-tree'

/** A log source as the catalogue shows it. */
export interface LogSourceEntry {
  id: string
  displayName: string
  summary: string
  fieldCount: number
  fields: FieldNode[]
  exampleQuery: { title: string; sql: string }
}
