import fs from 'node:fs'
import path from 'node:path'
import { readCodeBlocks } from '../../../lib/content/code-blocks'
import { readGuideTree } from '../../../lib/content/guide-tree'
import { type SqlBlock, sqlBlocksOf } from '../../../lib/content/sql-blocks'
import { sqlSetupOf } from '../../../lib/content/sql-setup'
import { pageFormatOf } from '../../../lib/mdx/parse'

export interface SqlPage {
  /** Path from the repository root, e.g. `content/guides/auth/passwords.mdx`. */
  file: string
  /** The page's path in the guide tree, e.g. `/guides/auth/passwords`. */
  path: string
  blocks: SqlBlock[]
  /** The SQL the page builds on (its frontmatter's `sqlSetup`), run before its blocks. */
  setup: { path: string; blocks: string[] } | null
}

/** Every guide page with at least one SQL block, in the guide tree's order. */
export function readSqlPages(root = process.cwd()): SqlPage[] {
  const guides = path.join(root, 'content/guides')
  const pages: SqlPage[] = []
  const tree = readGuideTree(guides)
  for (const page of tree.pages) {
    const source = fs.readFileSync(path.join(guides, page.file), 'utf8')
    const file = `content/guides/${page.file}`
    const blocks = sqlBlocksOf(readCodeBlocks(source, pageFormatOf(page.file), file))
    if (blocks.length > 0) {
      pages.push({ file, path: page.path, blocks, setup: sqlSetupOf(tree, guides, page) })
    }
  }
  return pages
}

/** The first line of a block that says something, for naming it in a failure. */
export function firstLine(sql: string): string {
  return sql.split('\n').find((line) => line.trim() !== '')?.trim() ?? ''
}
