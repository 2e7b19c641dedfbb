import fs from 'node:fs'
import path from 'node:path'

/**
 * A file of the platform facts (`shared/data/`), which is checked out beside the repository:
 * `../shared/data/` from the repository root, or further up when the repository is a worktree
 * in a subfolder. Throws naming every place it looked.
 */
export function platformFactsFile(name: string, root = process.cwd()): string {
  const tried: string[] = []
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data', name)
    tried.push(candidate)
    if (fs.existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) break
  }
  throw new Error(
    `Platform facts file ${name} not found; check out shared/ beside the repository. Looked at:\n${tried.join('\n')}`,
  )
}
