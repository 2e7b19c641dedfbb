import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatIssues } from '../lib/validation'
import { seedSchema, type Seed } from './seed-schema'

/** The seed used when neither an argument nor PLATFORM_SEED names one. */
export const DEFAULT_SEED_PATH = fileURLToPath(new URL('./seed/default.json', import.meta.url))

/**
 * Reads and validates a platform seed. An explicit path wins over the
 * PLATFORM_SEED environment variable, which wins over the default seed.
 * Relative paths resolve against the working directory.
 */
export function loadSeed(path?: string): Seed {
  const chosen = path ?? nonEmpty(process.env.PLATFORM_SEED) ?? DEFAULT_SEED_PATH
  const absolute = resolve(chosen)
  const label = displayPath(absolute)

  let text: string
  try {
    text = readFileSync(absolute, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read platform seed ${label}: ${messageOf(error)}`, { cause: error })
  }

  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new Error(`Invalid platform seed ${label}: not valid JSON: ${messageOf(error)}`, {
      cause: error,
    })
  }

  const result = seedSchema.safeParse(data)
  if (!result.success) {
    throw new Error(`Invalid platform seed ${label}: ${formatIssues(result.error.issues, '; ')}`)
  }
  return result.data
}

// Paths inside the project read best relative (platform/seed/x.json);
// anything outside stays absolute so it is unambiguous.
function displayPath(absolute: string): string {
  const fromCwd = relative(process.cwd(), absolute)
  return fromCwd.startsWith('..') ? absolute : fromCwd
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
