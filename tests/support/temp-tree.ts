import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Writes files (path → content) into a new temporary folder and returns its path. */
export function writeTempTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-docs-'))
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  return root
}
