import fs from 'node:fs'
import path from 'node:path'

/**
 * The platform schema every guide's SQL runs on, in the content tests and in the reader's browser:
 * the repository's copy of the platform facts' file.
 */
export const PLATFORM_SCHEMA_FILE = 'content/facts/platform-schema.sql'

export function readPlatformSchema(root = process.cwd()): string {
  return fs.readFileSync(path.join(root, PLATFORM_SCHEMA_FILE), 'utf8')
}
