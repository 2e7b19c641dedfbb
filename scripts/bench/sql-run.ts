/**
 * A guide's first Run in Chromium: what it downloads on top of the page (the runner's code, the
 * engine's worker, PGlite's module, WebAssembly, file system and the bundles of the extensions the
 * page's blocks create, none on this page), as sent
 * (brotli), and the time from the press to the block's first result.
 */
import type { Browser } from '@playwright/test'
import { loadavg } from 'node:os'
import { SQL_ENGINE_FOLDER, SQL_ENGINE_WORKER_PATH } from '../../lib/address/address'

/** A user-management tutorial: its one block creates the profiles table, policies and trigger. */
export const SQL_RUN_PAGE = '/guides/getting-started/tutorials/with-nextjs'

const PARTS = ['runner', 'worker', 'pglite module', 'wasm', 'data', 'extension bundles'] as const
type Part = (typeof PARTS)[number]

export interface SqlRunFigures {
  /** Bytes on the wire per part, from the press to the first result. */
  bytes: Record<Part, number>
  totalBytes: number
  firstResultMs: number
}

function partOf(url: string): Part {
  const { pathname } = new URL(url)
  if (pathname.endsWith(SQL_ENGINE_WORKER_PATH)) return 'worker'
  // The runner and its stylesheet sit in the engine's folder beside the worker, PGlite below it.
  if (!pathname.includes(`${SQL_ENGINE_FOLDER}/pglite-`)) return 'runner'
  if (pathname.endsWith('.wasm')) return 'wasm'
  if (pathname.endsWith('.data')) return 'data'
  if (pathname.endsWith('.tar.gz')) return 'extension bundles'
  return 'pglite module'
}

/** Opens the tutorial at `baseUrl` (the site with its base path), presses Run and measures. */
export async function measureSqlRun(browser: Browser, baseUrl: string): Promise<SqlRunFigures> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${baseUrl}${SQL_RUN_PAGE}`, { waitUntil: 'networkidle' })
  const transfers: Promise<[Part, number]>[] = []
  // The context hears the worker's requests as well as the page's.
  context.on('requestfinished', (request) => {
    transfers.push(
      (async (): Promise<[Part, number]> => {
        const sizes = await request.sizes()
        // Chromium reports no body size for a worker's own script; its declared length is it.
        const declared = Number((await request.response())?.headers()['content-length'] ?? 0)
        const body = sizes.responseBodySize || declared
        return [partOf(request.url()), body + sizes.responseHeadersSize]
      })(),
    )
  })
  const block = page.locator('figure[data-sql-block]').first()
  const status = block.locator('[data-sql-status]')
  const started = performance.now()
  await block.getByRole('button', { name: 'Run', exact: true }).click()
  await status.filter({ hasText: /^(Ran|Error)/ }).waitFor({ timeout: 120_000 })
  const firstResultMs = performance.now() - started
  if (!(await status.textContent())?.startsWith('Ran')) {
    throw new Error(`${SQL_RUN_PAGE}: the first Run failed: ${await status.textContent()}`)
  }
  const bytes = Object.fromEntries(PARTS.map((part) => [part, 0])) as Record<Part, number>
  for (const [part, size] of await Promise.all(transfers)) bytes[part] += size
  await context.close()
  const totalBytes = Object.values(bytes).reduce((sum, size) => sum + size, 0)
  return { bytes, totalBytes, firstResultMs }
}

/** The first Run's figures, printed, and what breaks the budget. */
export async function benchSqlRun(
  browser: Browser,
  baseUrl: string,
  budget: { firstRunKb: number; firstResultMs: number },
): Promise<string[]> {
  const figures = await measureSqlRun(browser, baseUrl)
  const kb = (bytes: number) => Math.round(bytes / 100) / 10
  console.log(
    `\nfirst SQL Run (${SQL_RUN_PAGE}, Chromium; load average ${loadavg()[0]?.toFixed(1)}):`,
  )
  for (const part of PARTS) console.log(`  ${part}: ${kb(figures.bytes[part])} KB`)
  console.log(`  total: ${kb(figures.totalBytes)} KB (budget ${budget.firstRunKb} KB)`)
  const ms = Math.round(figures.firstResultMs)
  console.log(`  press to first result: ${ms} ms (budget ${budget.firstResultMs} ms)`)
  const problems: string[] = []
  if (kb(figures.totalBytes) > budget.firstRunKb) {
    problems.push(`first SQL Run ${kb(figures.totalBytes)} KB`)
  }
  if (ms > budget.firstResultMs) problems.push(`first SQL Run ${ms} ms to its result`)
  return problems
}
