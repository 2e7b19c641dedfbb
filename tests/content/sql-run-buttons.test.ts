/**
 * The built guides (out/) offer a Run button on exactly the SQL blocks `sql-blocks.test.ts` runs,
 * numbered as it counts them, and their code in the page is the SQL it runs: the reader's
 * database replays the page's blocks from the page itself.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { exportHtmlFile } from '../../lib/address/address'
import { readGuideTree } from '../../lib/content/guide-tree'
import { readSqlPages } from './support/sql-pages'

const sqlPages = readSqlPages()
const withSql = new Set(sqlPages.map((page) => page.path))

function runnableBlocksIn(pagePath: string) {
  const html = fs.readFileSync(path.join('out', exportHtmlFile(pagePath)), 'utf8')
  // The parser reads <pre> as raw text unless told to parse its markup (Shiki's spans).
  return parse(html, { blockTextElements: { script: true, noscript: true, style: true } })
    .querySelectorAll('figure[data-sql-block]')
    .map((figure) => ({
      index: Number(figure.getAttribute('data-sql-block')),
      sql: figure.querySelector('.code-body > pre')?.text ?? '',
      run: figure.querySelectorAll('button[data-sql-action="run"]').length,
    }))
}

describe('Run buttons in the built guides', () => {
  it.each(sqlPages.map((page) => [page.file, page] as const))(
    '%s offers Run on the blocks the SQL tests run, with their SQL',
    (_file, page) => {
      const runnable = page.blocks.filter((block) => block.norun === null)
      expect(runnableBlocksIn(page.path)).toEqual(
        runnable.map((block) => ({ index: block.index, sql: block.sql, run: 1 })),
      )
    },
  )

  it('offers none on a guide without SQL', () => {
    const others = readGuideTree('content/guides').pages.filter((page) => !withSql.has(page.path))
    expect(others.length).toBeGreaterThan(0)
    const offering = others.filter((page) => runnableBlocksIn(page.path).length > 0)
    expect(offering.map((page) => page.path)).toEqual([])
  })
})
