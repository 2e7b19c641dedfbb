/**
 * `npm run bench`: builds the site, then loads sample pages in Chromium from the production
 * server and reports what a reader downloads. Fails when a budget in bench-budgets.json is exceeded.
 * KB = 1000 bytes of gzip output (search: bytes on the wire). `--skip-build` measures the
 * existing out/. Search is timed over the ranking test's queries.
 */
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { createPlatformApp, loadSeed } from '../platform'
import { createDocsServer } from '../server/docs-server'
import { siteConfig } from '../site.config'
import { rankingExpectations } from '../tests/support/search-queries'
import { measureSearch } from './bench-search'

const budgetSchema = z.strictObject({
  /** Median gzip KB of every script a page loads. */
  firstLoadJsKb: z.number().positive(),
  /** Median gzip KB of a page's HTML document. */
  htmlKb: z.number().positive(),
})
const searchBudgetSchema = z.strictObject({
  /** 95th percentile of last-keystroke-to-results, in ms, over the queries after the first, typed. */
  keystrokeToResultsP95Ms: z.number().positive(),
  /** KB on the wire from opening search to the first query's results. */
  firstQueryKb: z.number().positive(),
})
const budgetsSchema = z.strictObject({
  guide: budgetSchema,
  reference: budgetSchema,
  search: searchBudgetSchema,
})

/** Sample pages per budget group, across areas and page kinds. */
const samples: Record<'guide' | 'reference', string[]> = {
  guide: [
    '/guides/getting-started',
    '/guides/getting-started/architecture',
    '/guides/getting-started/quickstarts/nextjs',
    '/guides/auth/passwords',
    '/guides/database/postgres/row-level-security',
    '/guides/realtime/postgres-changes',
    '/guides/ai/semantic-search',
  ],
  reference: ['/reference/javascript', '/reference/javascript/v1', '/reference/cli'],
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
/** Nearest-rank percentile. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })

function build(): { seconds: number; pages: number } {
  const started = performance.now()
  execSync('npm run build', { stdio: 'inherit' })
  const seconds = (performance.now() - started) / 1000
  return { seconds, pages: countPages() }
}

function countPages(): number {
  return fs
    .readdirSync('out', { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.html') &&
        !/^(404|_not-found)\.html$/.test(entry.name),
    ).length
}

async function measure(baseUrl: string, sitePaths: string[]) {
  const browser = await launchChromium()
  const results: { path: string; jsBytes: number; htmlBytes: number; scripts: number }[] = []
  for (const sitePath of sitePaths) {
    const page = await browser.newPage()
    const scripts: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => gzipSync(body).length))
      }
    })
    const response = await page.goto(`${baseUrl}${sitePath}`, { waitUntil: 'networkidle' })
    if (!response?.ok()) throw new Error(`${sitePath} answered ${response?.status()}`)
    const htmlBytes = gzipSync(await response.body()).length
    const sizes = await Promise.all(scripts)
    results.push({
      path: sitePath,
      jsBytes: sizes.reduce((sum, size) => sum + size, 0),
      htmlBytes,
      scripts: sizes.length,
    })
    await page.close()
  }
  await browser.close()
  return results
}

async function main() {
  const budgets = budgetsSchema.parse(JSON.parse(fs.readFileSync('bench-budgets.json', 'utf8')))
  const built = process.argv.includes('--skip-build')
    ? { seconds: NaN, pages: countPages() }
    : build()

  const app = createDocsServer({
    exportDir: path.resolve('out'),
    basePath: siteConfig.basePath,
    platform: createPlatformApp(loadSeed()),
  })
  const server = serve({ fetch: app.fetch, port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  const baseUrl = `http://localhost:${(server.address() as AddressInfo).port}${siteConfig.basePath}`

  let failed = false
  console.log(`\npages built: ${built.pages}`)
  console.log(
    `build seconds: ${Number.isNaN(built.seconds) ? 'skipped' : built.seconds.toFixed(1)}`,
  )
  for (const group of ['guide', 'reference'] as const) {
    const sitePaths = samples[group]
    const budget = budgets[group]
    const results = await measure(baseUrl, sitePaths)
    console.log(`\n${group} pages (gzip KB):`)
    for (const result of results) {
      console.log(
        `  ${result.path}: JS ${kb(result.jsBytes)} in ${result.scripts} scripts, HTML ${kb(result.htmlBytes)}`,
      )
    }
    const js = kb(median(results.map((result) => result.jsBytes)))
    const html = kb(median(results.map((result) => result.htmlBytes)))
    console.log(`  median first-load JS: ${js} KB (budget ${budget.firstLoadJsKb})`)
    console.log(`  median HTML: ${html} KB (budget ${budget.htmlKb})`)
    if (js > budget.firstLoadJsKb || html > budget.htmlKb) {
      console.error(`  over budget: ${group}`)
      failed = true
    }
  }

  const browser = await launchChromium()
  const queries = rankingExpectations.map((expectation) => expectation.query)
  const search = await measureSearch(browser, `${baseUrl}/guides/getting-started`, queries)
  await browser.close()
  const typedP95 = percentile(search.typedMs, 95)
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(
    `\nsearch (Chromium, ${queries.length} queries; load average ${loadavg()[0]?.toFixed(1)}):`,
  )
  console.log(
    `  first query: ${kb(search.firstQueryBytes)} KB fetched, ${ms(search.firstQueryMs)} (budget ${budgets.search.firstQueryKb} KB)`,
  )
  console.log(
    `  keystroke to results, typed: median ${ms(median(search.typedMs))}, p95 ${ms(typedP95)} (budget ${budgets.search.keystrokeToResultsP95Ms} ms)`,
  )
  console.log(
    `  whole query pasted: median ${ms(median(search.pastedMs))}, p95 ${ms(percentile(search.pastedMs, 95))}`,
  )
  if (
    typedP95 > budgets.search.keystrokeToResultsP95Ms ||
    kb(search.firstQueryBytes) > budgets.search.firstQueryKb
  ) {
    console.error('  over budget: search')
    failed = true
  }

  server.close()
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
