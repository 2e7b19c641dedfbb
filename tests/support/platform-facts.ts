import fs from 'node:fs'
import path from 'node:path'

/**
 * The repository's copies of the platform facts. The originals live in `shared/data/` beside the
 * repository where it is checked out with them; the copies let a clone alone pass its tests.
 */
export const FACTS_DIR = 'content/facts'

export function readFactsFile(name: string, root = process.cwd()): string {
  return fs.readFileSync(path.join(root, FACTS_DIR, name), 'utf8')
}

export function readFactsJson<T>(name: string, root = process.cwd()): T {
  return JSON.parse(readFactsFile(name, root)) as T
}

/**
 * `shared/data/` beside the repository (`../shared/data`), or further up when the repository is a
 * worktree in a subfolder; `null` when the repository was cloned alone.
 */
export function findSharedFacts(root = process.cwd()): string | null {
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data')
    if (fs.existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) return null
  }
}

/** Each file of `shared` that is missing from `copies` or differs from its copy there. */
export function factsCopyDifferences(shared: string, copies: string): string[] {
  return fs.readdirSync(shared).flatMap((name) => {
    const copy = path.join(copies, name)
    if (!fs.existsSync(copy)) return [`${name}: no copy in ${copies}`]
    const same = fs.readFileSync(path.join(shared, name)).equals(fs.readFileSync(copy))
    return same ? [] : [`${name}: the copy in ${copies} differs; copy it again from ${shared}`]
  })
}
