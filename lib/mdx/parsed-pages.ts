import type { Root } from 'mdast'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { parsePage, type PageFormat } from './parse'

/**
 * Where a build keeps each page's syntax tree, so that the page is parsed once: by the first step
 * that reads it (the content check or the type hovers), then taken from here by the others and by
 * the compile (`remarkKeptParse`) and the Markdown twins.
 */
export const PARSED_PAGES_DIR = 'node_modules/.cache/plinth-mdx/parsed-pages'

const TREE_EXTENSION = '.tree'

let installedPackages: string | undefined

/** What else the parse depends on: the installed packages, as the lockfile npm keeps of them. */
function installedPackagesDigest(): string {
  if (installedPackages === undefined) {
    const lockfile = path.join(process.cwd(), 'node_modules/.package-lock.json')
    installedPackages = fs.existsSync(lockfile)
      ? createHash('sha256').update(fs.readFileSync(lockfile)).digest('hex')
      : ''
  }
  return installedPackages
}

/** The build's folder of kept trees, below the working directory. */
const keptTreesDir = () => path.join(process.cwd(), PARSED_PAGES_DIR)

/** A page's tree file, named by what its tree is a function of: the source, format and parser. */
export function keptTreeFile(source: string, format: PageFormat, dir = keptTreesDir()): string {
  const key = createHash('sha256')
    .update(`${installedPackagesDigest()}\0${format}\0${source}`)
    .digest('hex')
    .slice(0, 40)
  return path.join(dir, `${key}${TREE_EXTENSION}`)
}

/** The kept tree of `source`, a copy of its own, or null when none is kept or it does not read. */
export function keptParse(source: string, format: PageFormat, dir = keptTreesDir()): Root | null {
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(keptTreeFile(source, format, dir))
  } catch {
    return null
  }
  try {
    const tree = v8.deserialize(bytes) as Root
    return tree.type === 'root' ? tree : null
  } catch {
    return null
  }
}

function keepParse(source: string, format: PageFormat, tree: Root, dir: string): void {
  const file = keptTreeFile(source, format, dir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Processes read and write the folder at once: a tree appears whole or not at all.
  const partial = `${file}.${process.pid}.partial`
  fs.writeFileSync(partial, v8.serialize(tree))
  fs.renameSync(partial, file)
}

/**
 * A page's syntax tree from the parse a step of this build kept, or parsed now and kept for the
 * others. The tree is the caller's own to change. `file` names the page in errors; `dir` is where
 * trees are kept (the build's folder unless a test says otherwise).
 */
export function readParsedPage(
  source: string,
  format: PageFormat,
  file?: string,
  dir = keptTreesDir(),
): Root {
  const kept = keptParse(source, format, dir)
  if (kept) return kept
  const tree = parsePage(source, format, file)
  keepParse(source, format, tree, dir)
  return tree
}

/** Removes every kept tree but those of `pages`, so the folder holds one tree per page. */
export function pruneParsedPages(
  pages: { source: string; format: PageFormat }[],
  dir = keptTreesDir(),
): number {
  if (!fs.existsSync(dir)) return 0
  const current = new Set(pages.map(({ source, format }) => keptTreeFile(source, format, dir)))
  let removed = 0
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name)
    if (name.endsWith(TREE_EXTENSION) && !current.has(file)) {
      fs.rmSync(file, { force: true })
      removed += 1
    }
  }
  return removed
}
