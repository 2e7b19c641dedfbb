import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import type { z } from 'zod'
import { ContentError, formatIssues } from '../validation'

/** Reads a YAML or JSON file and validates it; errors name the file and each failing field. */
export function readValidated<T>(absolutePath: string, schema: z.ZodType<T>): T {
  const display = path.relative(process.cwd(), absolutePath)
  let data: unknown
  try {
    data = parse(fs.readFileSync(absolutePath, 'utf8'))
  } catch (error) {
    throw new ContentError(display, `does not parse: ${(error as Error).message}`)
  }
  const result = schema.safeParse(data)
  if (!result.success)
    throw new ContentError(display, `invalid\n${formatIssues(result.error.issues)}`)
  return result.data
}
