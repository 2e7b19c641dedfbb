import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PageDatabases } from './support/page-database'
import { extensionsCreatedBy } from '../../lib/sql-engine/pglite-extensions'
import { readPlatformSchema } from '../../lib/sql-engine/platform-schema'
import { sharedModelDifferences } from './support/shared-models'
import { firstLine, readSqlPages } from './support/sql-pages'

/**
 * Every SQL block of every guide page runs, in page order, on a fresh Postgres (PGlite) holding
 * the platform schema (the roles, auth and storage that guides build on) and the extensions
 * schema. A block marked `norun="why"` on its fence is skipped and listed at the end. The build gives
 * the blocks that run here a Run button, by the same rule (`lib/content/sql-blocks.ts`). A page that
 * creates one of the tables all guides share creates the shared model, not a variant. The database
 * here can create every extension PGlite ships that a guide uses; the reader's browser starts a
 * page's database with those its blocks name (`extensionsCreatedBy`), so each page must name
 * every one it created. A pgTAP test the page runs passes every check. A page whose frontmatter
 * names the guide it builds on (`sqlSetup`) runs that guide's blocks first, as the reader's first
 * Run does.
 */
const pages = readSqlPages()
const schema = readPlatformSchema()

const databases = new PageDatabases(schema)

beforeAll(async () => {
  await databases.forPage()
  await databases.release()
}, 120_000)

afterAll(async () => {
  await databases.close()
  const marked = pages.flatMap((page) =>
    page.blocks
      .filter((block) => block.norun !== null)
      .map((block) => `  ${page.file} block ${block.index} (line ${block.line}): ${block.norun}`),
  )
  console.log(
    `SQL blocks: ${pages.length} pages on ${databases.started} database start(s); ${marked.length} block(s) marked norun, not run:${marked.length > 0 ? `\n${marked.join('\n')}` : ''}`,
  )
})

describe('SQL blocks run on a fresh database', () => {
  it('finds guide pages with SQL blocks', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it('gives every norun mark a reason', () => {
    const unexplained = pages.flatMap((page) =>
      page.blocks
        .filter((block) => block.norun !== null && block.norun.trim() === '')
        .map((block) => `${page.file} block ${block.index} (line ${block.line})`),
    )
    expect(unexplained, 'norun="" needs the reason the block cannot run').toEqual([])
  })

  for (const page of pages) {
    const runnable = page.blocks.filter((block) => block.norun === null)
    if (runnable.length === 0) continue
    it(page.file, async () => {
      const db = await databases.forPage()
      /** Runs `sql`, or fails naming the page, what ran (`which`) and Postgres's message. */
      const exec = async (sql: string, which: string) => {
        try {
          return await db.exec(sql)
        } catch (error) {
          throw new Error(`${page.file}: ${which} failed: ${(error as Error).message}`)
        }
      }
      try {
        for (const sql of page.setup?.blocks ?? []) {
          await exec(sql, `the SQL of ${page.setup?.path} ("${firstLine(sql)}"), which it builds on,`)
        }
        for (const block of runnable) {
          const results = await exec(
            block.sql,
            `SQL block ${block.index} (line ${block.line}, "${firstLine(block.sql)}")`,
          )
          // A pgTAP test that runs without an error may still report failed checks.
          const failedChecks = results
            .flatMap((result) => result.rows.flatMap((row) => Object.values(row)))
            .filter((value) => typeof value === 'string' && /^(not ok\b|# Looks like)/.test(value))
          expect(failedChecks, `${page.file}: SQL block ${block.index} (line ${block.line})`).toEqual(
            [],
          )
        }
        const differences = await sharedModelDifferences(db)
        expect(differences, `${page.file}: one model per concept`).toEqual([])
        const named = extensionsCreatedBy([
          ...(page.setup?.blocks ?? []),
          ...runnable.map((block) => block.sql),
        ])
        const created = await db.query<{ name: string }>(
          "select extname as name from pg_extension where extname <> 'plpgsql' order by extname",
        )
        expect(
          created.rows.map(({ name }) => name).filter((name) => !named.some((n) => n === name)),
          `${page.file}: extensions created that the reader's browser would not start with`,
        ).toEqual([])
      } finally {
        await databases.release()
      }
    }, 60_000)
  }
})
