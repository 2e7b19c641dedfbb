import { z } from 'zod'

const fieldSchema = z.strictObject({
  /** Dotted path as the logs explorer names it: `metadata.request.method`. */
  path: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'expected a dotted field path'),
  type: z.enum(['string', 'number', 'boolean', 'datetime', 'number[]']),
})

const sourceSchema = z
  .strictObject({
    /** The table name in the logs explorer and the `?source=` value. */
    id: z.string().regex(/^[a-z_]+$/, 'expected a table name (lowercase and _)'),
    displayName: z.string().min(1),
    /** One or two sentences, written by us: what the source records. */
    summary: z.string().min(20),
    exampleQuery: z.strictObject({ title: z.string().min(1), sql: z.string().min(1) }),
    fields: z.array(fieldSchema).min(1),
  })
  .superRefine((source, context) => {
    if (!new RegExp(`\\bfrom ${source.id}\\b`).test(source.exampleQuery.sql)) {
      context.addIssue({
        code: 'custom',
        path: ['exampleQuery', 'sql'],
        message: `must query its own source (from ${source.id})`,
      })
    }
    const paths = new Set(source.fields.map((field) => field.path))
    source.fields.forEach((field, index) => {
      const segments = field.path.split('.')
      for (let end = 1; end < segments.length; end++) {
        const parent = segments.slice(0, end).join('.')
        if (paths.has(parent)) {
          context.addIssue({
            code: 'custom',
            path: ['fields', index, 'path'],
            message: `"${parent}" is a field, so it cannot hold "${field.path}"`,
          })
        }
      }
    })
    if (paths.size !== source.fields.length) {
      context.addIssue({ code: 'custom', path: ['fields'], message: 'a path is listed twice' })
    }
  })

/** `content/catalogues/log-sources.json`: every log source with its fields and an example query. */
export const logSourcesCatalogueSchema = z
  .strictObject({ sources: z.array(sourceSchema).min(1) })
  .superRefine((catalogue, context) => {
    const seen = new Set<string>()
    catalogue.sources.forEach((source, index) => {
      if (seen.has(source.id)) {
        context.addIssue({
          code: 'custom',
          path: ['sources', index, 'id'],
          message: `"${source.id}" is listed twice`,
        })
      }
      seen.add(source.id)
    })
  })

export type LogSourcesCatalogueData = z.infer<typeof logSourcesCatalogueSchema>
export type LogSourceData = LogSourcesCatalogueData['sources'][number]
export type LogFieldData = LogSourceData['fields'][number]
