import { resolveRef } from './openapi-resolve'
import type { JsonSchema } from './openapi-schema'

/** One property of a request or response body, with the properties nested in it. */
export interface SchemaField {
  name: string
  type: string
  required: boolean
  description: string
  children: SchemaField[]
}

/** A body's schema as the reference shows it: its type and a nested table of its properties. */
export interface SchemaView {
  type: string
  description: string | null
  fields: SchemaField[]
}

/** Nesting deeper than this is cut: the table would no longer help a reader. */
const MAX_DEPTH = 6

const literal = (value: unknown) => JSON.stringify(value)

/** All members of an `allOf` as one object schema. */
function merged(root: unknown, schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema
  const parts = schema.allOf.map((part) => merged(root, resolveRef<JsonSchema>(root, part).value))
  return {
    ...schema,
    type: schema.type ?? 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), schema.properties),
    required: [...parts.flatMap((part) => part.required ?? []), ...(schema.required ?? [])],
    allOf: undefined,
  }
}

/** The type of a schema as readers read it: `string (uuid)`, `array of object`, `"a" | "b"`. */
export function typeLabel(root: unknown, input: JsonSchema, depth = 0): string {
  const schema = merged(root, resolveRef<JsonSchema>(root, input).value)
  if (depth > MAX_DEPTH) return 'object'
  if (schema.const !== undefined) return literal(schema.const)
  if (schema.enum) return schema.enum.map(literal).join(' | ')
  const variants = schema.oneOf ?? schema.anyOf
  if (variants)
    return [...new Set(variants.map((variant) => typeLabel(root, variant, depth + 1)))].join(' | ')
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const nullable = types.includes('null')
  const base = types.find((type) => type !== 'null') ?? (schema.properties ? 'object' : 'any')
  let label = base
  if (base === 'array')
    label = schema.items ? `array of ${typeLabel(root, schema.items, depth + 1)}` : 'array'
  else if (
    base === 'object' &&
    !schema.properties &&
    typeof schema.additionalProperties === 'object'
  ) {
    label = `map of ${typeLabel(root, schema.additionalProperties, depth + 1)}`
  } else if (schema.format) label = `${base} (${schema.format})`
  return nullable ? `${label} | null` : label
}

/** The properties a schema holds: its own, or its items' for an array, its variants' for a union. */
function fieldsOf(
  root: unknown,
  input: JsonSchema,
  seen: ReadonlySet<string>,
  depth: number,
): SchemaField[] {
  const { value, name } = resolveRef<JsonSchema>(root, input)
  if (depth > MAX_DEPTH || (name !== null && seen.has(name))) return []
  const within = name === null ? seen : new Set([...seen, name])
  const schema = merged(root, value)
  if (schema.items) return fieldsOf(root, schema.items, within, depth)
  const variants = schema.oneOf ?? schema.anyOf
  if (variants) {
    // One table for every variant: a field is required only when every variant requires it.
    const perVariant = variants.map((variant) => fieldsOf(root, variant, within, depth))
    const fields = perVariant.flat()
    return fields
      .filter((field, index) => fields.findIndex((other) => other.name === field.name) === index)
      .map((field) => ({
        ...field,
        required: perVariant.every((list) =>
          list.some((other) => other.name === field.name && other.required),
        ),
      }))
  }
  if (typeof schema.additionalProperties === 'object' && !schema.properties) {
    return fieldsOf(root, schema.additionalProperties, within, depth)
  }
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([property, child]) => {
    const target = resolveRef<JsonSchema>(root, child).value
    return {
      name: property,
      type: typeLabel(root, child),
      required: required.has(property),
      description: child.description ?? target.description ?? '',
      children: fieldsOf(root, child, within, depth + 1),
    }
  })
}

/** A body schema with its nested properties; recursive schemas stop where they repeat. */
export function schemaView(root: unknown, schema: JsonSchema): SchemaView {
  const target = resolveRef<JsonSchema>(root, schema).value
  return {
    type: typeLabel(root, schema),
    description: schema.description ?? target.description ?? null,
    fields: fieldsOf(root, schema, new Set(), 0),
  }
}
