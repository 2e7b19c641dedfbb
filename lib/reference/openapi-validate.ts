import { validate } from '@readme/openapi-parser'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ContentError } from '../validation'

/**
 * Checks an OpenAPI file against the OpenAPI 3.1 specification with `@readme/openapi-parser`
 * (structure, `$ref`s that resolve, unique operation ids, path parameters); the format's own
 * rules are `openapi-schema.ts`, checked when the catalogue reads the file.
 */
export async function validateOpenApiFile(absolutePath: string): Promise<void> {
  const display = path.relative(process.cwd(), absolutePath)
  let document: unknown
  try {
    document = parse(fs.readFileSync(absolutePath, 'utf8'))
  } catch (error) {
    throw new ContentError(display, `does not parse: ${(error as Error).message}`)
  }
  if (typeof document !== 'object' || document === null) {
    throw new ContentError(display, 'is not an OpenAPI document (expected a mapping)')
  }
  // The parser dereferences in place: it gets a copy so the caller's value stays as written.
  const result = await validate(structuredClone(document) as Parameters<typeof validate>[0])
  if (!result.valid) {
    const problems = result.errors.map((error) => error.message.trim()).join('\n\n')
    const more = result.additionalErrors > 0 ? `\n\n(and ${result.additionalErrors} more)` : ''
    throw new ContentError(display, `is not valid OpenAPI 3.1\n${problems}${more}`)
  }
}
