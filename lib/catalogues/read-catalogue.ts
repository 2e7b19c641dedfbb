import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { ContentError } from '../validation'

/** Where a catalogue keeps its entries and the field that names each entry. */
export interface CatalogueShape {
  /** The top-level key holding the list of entries: `extensions`, `sources`. */
  listKey: string
  /** The field that names an entry in error messages: `name`, `id`. */
  nameKey: string
}

/** What an issue's path points at: `extensions[3] (citext): tags.0` for an entry's field. */
function describePath(data: unknown, issuePath: readonly PropertyKey[], shape: CatalogueShape) {
  const [list, index, ...field] = issuePath.map(String)
  if (list !== shape.listKey || index === undefined)
    return issuePath.map(String).join('.') || '(root)'
  const entries = (data as Record<string, unknown>)[shape.listKey]
  const entry = Array.isArray(entries) ? (entries[Number(index)] as unknown) : undefined
  const name =
    entry !== null && typeof entry === 'object'
      ? (entry as Record<string, unknown>)[shape.nameKey]
      : undefined
  const label = `${list}[${index}]${typeof name === 'string' ? ` (${name})` : ''}`
  return field.length > 0 ? `${label}: ${field.join('.')}` : label
}

/** The issues of a failed parse, one a line, each naming the entry (index and name) and field. */
export function describeIssues(
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
  shape: CatalogueShape,
): string {
  return issues
    .map((issue) => `${describePath(data, issue.path, shape)}: ${issue.message}`)
    .join('\n')
}

/** Parses catalogue data already read; errors start with the file and name each failing entry. */
export function parseCatalogue<T>(
  display: string,
  data: unknown,
  schema: z.ZodType<T>,
  shape: CatalogueShape,
): T {
  const result = schema.safeParse(data)
  if (!result.success) {
    throw new ContentError(display, `invalid\n${describeIssues(data, result.error.issues, shape)}`)
  }
  return result.data
}

/** Reads a JSON catalogue file and validates it. */
export function readCatalogue<T>(
  absolutePath: string,
  schema: z.ZodType<T>,
  shape: CatalogueShape,
): T {
  const display = path.relative(process.cwd(), absolutePath)
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(absolutePath, 'utf8'))
  } catch (error) {
    throw new ContentError(display, `does not parse: ${(error as Error).message}`)
  }
  return parseCatalogue(display, data, schema, shape)
}
