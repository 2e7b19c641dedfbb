import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The folders `writeTempTree` made in this worker and has not removed yet. */
const trees: string[] = []

/** Writes files (path → content) into a new temporary folder and returns its path. */
export function writeTempTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plinth-docs-'))
  trees.push(root)
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
  return root
}

/** Removes the folders `writeTempTree` made; the unit tests' setup runs it after each file. */
export function removeTempTrees(): void {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true })
}
