import fs from 'node:fs'
import path from 'node:path'
import { pageFormatOf } from '../mdx/parse'
import { ContentError } from '../validation'
import { readCodeBlocks } from './code-blocks'
import type { GuidePage, GuideTree } from './guide-tree'
import { sqlBlocksOf } from './sql-blocks'

/** What a page's SQL builds on: the guide its frontmatter's `sqlSetup` names, and its SQL. */
export interface SqlSetup {
  /** The guide's site path, e.g. `/guides/database/tables`. */
  path: string
  title: string
  /** Its SQL blocks that run (`lib/content/sql-blocks.ts`), in page order. */
  blocks: string[]
}

/** The SQL blocks of a guide that run, in page order. */
function runnableSqlOf(guidesRoot: string, page: GuidePage): string[] {
  const source = fs.readFileSync(path.join(guidesRoot, page.file), 'utf8')
  const blocks = readCodeBlocks(source, pageFormatOf(page.file), `content/guides/${page.file}`)
  return sqlBlocksOf(blocks)
    .filter((block) => block.norun === null)
    .map((block) => block.sql)
}

/**
 * The setup `page` names, or null when it names none. Throws naming the page and the field when
 * the setup cannot serve: not a guide, a guide without SQL that runs, a guide with a setup of its
 * own (a setup is one page), or a page with no SQL of its own that runs.
 */
export function sqlSetupOf(tree: GuideTree, guidesRoot: string, page: GuidePage): SqlSetup | null {
  const target = page.frontmatter.sqlSetup
  if (target === undefined) return null
  const fail = (why: string): never => {
    throw new ContentError(`content/guides/${page.file}`, `frontmatter sqlSetup: ${why}`)
  }
  const setup = tree.pages.find((candidate) => candidate.path === target)
  if (!setup) return fail(`${target} is not a guide page`)
  if (setup === page) return fail('names the page itself')
  if (setup.frontmatter.sqlSetup !== undefined) {
    return fail(`${target} names a setup of its own; name the page that creates the tables`)
  }
  const blocks = runnableSqlOf(guidesRoot, setup)
  if (blocks.length === 0) return fail(`${target} has no SQL block that runs`)
  if (runnableSqlOf(guidesRoot, page).length === 0) return fail('the page has no SQL block that runs')
  return { path: target, title: setup.frontmatter.title, blocks }
}
