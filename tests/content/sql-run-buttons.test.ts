/**
 * The built guides (out/) offer a Run button on exactly the SQL blocks `sql-blocks.test.ts` runs,
 * numbered as it counts them, and their code in the page is the SQL it runs: the reader's
 * database replays the page's blocks from the page itself.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { exportHtmlFile, SQL_RUN_CONTROLS_PATH, withBasePath } from '../../lib/address/address'
import { readGuideTree } from '../../lib/content/guide-tree'
import { readSqlPages } from './support/sql-pages'

const sqlPages = readSqlPages()
const withSql = new Set(sqlPages.map((page) => page.path))

function builtPage(pagePath: string) {
  const html = fs.readFileSync(path.join('out', exportHtmlFile(pagePath)), 'utf8')
  // The parser reads <pre> as raw text unless told to parse its markup (Shiki's spans).
  return parse(html, { blockTextElements: { script: true, noscript: true, style: true } })
}

/** Whether the page loads the script that works Run controls. */
function loadsRunControls(pagePath: string): boolean {
  const src = withBasePath(SQL_RUN_CONTROLS_PATH)
  return builtPage(pagePath)
    .querySelectorAll('script[type="module"]')
    .some((script) => script.getAttribute('src') === src)
}

function runnableBlocksIn(pagePath: string) {
  return builtPage(pagePath)
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
      expect(loadsRunControls(page.path)).toBe(runnable.length > 0)
    },
  )

  it('offers none on a guide without SQL, nor loads their script', () => {
    const others = readGuideTree('content/guides').pages.filter((page) => !withSql.has(page.path))
    expect(others.length).toBeGreaterThan(0)
    const offering = others.filter(
      (page) => runnableBlocksIn(page.path).length > 0 || loadsRunControls(page.path),
    )
    expect(offering.map((page) => page.path)).toEqual([])
  })
})
