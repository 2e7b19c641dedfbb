import fs from 'node:fs'
import path from 'node:path'
import { readCodeBlocks } from '../../../lib/content/code-blocks'
import { readGuideTree } from '../../../lib/content/guide-tree'
import { readMetaAttribute } from '../../../lib/mdx/code-meta'
import { pageFormatOf } from '../../../lib/mdx/parse'

export interface SqlBlock {
  /** 1-based position among the page's SQL blocks. */
  index: number
  line: number
  sql: string
  /** Why the block cannot run on PGlite, from its fence's `norun="…"`; null when it runs. */
  norun: string | null
}

export interface SqlPage {
  /** Path from the repository root, e.g. `content/guides/auth/passwords.mdx`. */
  file: string
  blocks: SqlBlock[]
}

const SQL_LANGS = new Set(['sql', 'pgsql', 'postgres', 'postgresql', 'plpgsql'])

/** Every guide page with at least one SQL block, in the guide tree's order. */
export function readSqlPages(root = process.cwd()): SqlPage[] {
  const guides = path.join(root, 'content/guides')
  const pages: SqlPage[] = []
  for (const page of readGuideTree(guides).pages) {
    const source = fs.readFileSync(path.join(guides, page.file), 'utf8')
    const blocks = readCodeBlocks(source, pageFormatOf(page.file), `content/guides/${page.file}`)
      .filter((block) => block.lang !== null && SQL_LANGS.has(block.lang.toLowerCase()))
      .map((block, position) => ({
        index: position + 1,
        line: block.line,
        sql: block.value,
        norun: readMetaAttribute(block.meta, 'norun'),
      }))
    if (blocks.length > 0) pages.push({ file: `content/guides/${page.file}`, blocks })
  }
  return pages
}

/** The first line of a block that says something, for naming it in a failure. */
export function firstLine(sql: string): string {
  return sql.split('\n').find((line) => line.trim() !== '')?.trim() ?? ''
}
