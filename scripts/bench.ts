/**
 * `npm run bench`: builds the site, then loads sample pages in Chromium from the production
 * server and reports what a reader downloads, runs Lighthouse (mobile) on a guide and on the
 * largest reference document, and drives both servers with the load script. Fails when a budget in
 * bench-budgets.json is broken. KB = 1000 bytes of gzip output. `--skip-build` measures the
 * existing out/.
 */
import { chromium } from '@playwright/test'
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { siteConfig } from '../site.config'
import { rankingExpectations } from '../tests/support/search-queries'
import { measureSearch } from './bench-search'
import { type Budgets, readBudgets } from './bench/budgets'
import { runLighthouse } from './bench/lighthouse'
import { benchSqlRun } from './bench/sql-run'
import { loadTable, runLoad, SERVERS } from './load/run-load'
import { startNodeServer } from './load/start-node-server'
import { GUIDE_PATH, largestReferenceSection } from './load/targets'
import { throughputProblems } from './load/throughput'
import { freePort } from './support/ports'

/** The bench's load: as many connections as `npm run load`, for a shorter time. */
const LOAD = { connections: 200, durationSeconds: 10 }

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

function build(): { seconds: number; pages: number } {
  const started = performance.now()
  execSync('npm run build:local', { stdio: 'inherit' })
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

/** Lighthouse on a guide and on a section URL of the largest reference document. */
async function lighthouse(baseUrl: string, referencePath: string, budget: Budgets['lighthouse']) {
  const problems: string[] = []
  const guide = await runLighthouse(`${baseUrl}${GUIDE_PATH}`)
  const reference = await runLighthouse(`${baseUrl}${referencePath}`)
  console.log('\nLighthouse 13, mobile:')
  for (const [name, figures, minScore] of [
    ['guide', guide, budget.guideMinScore],
    ['reference', reference, budget.referenceMinScore],
  ] as const) {
    console.log(
      `  ${name} ${figures.url}: score ${figures.score} (budget ${minScore}), total blocking time ${figures.totalBlockingTimeMs} ms, largest contentful paint ${figures.largestContentfulPaintMs} ms`,
    )
    if (figures.score < minScore) problems.push(`Lighthouse ${name} score ${figures.score}`)
  }
  console.log(
    `  reference total blocking time budget: ${budget.referenceMaxTotalBlockingTimeMs} ms`,
  )
  if (reference.totalBlockingTimeMs > budget.referenceMaxTotalBlockingTimeMs) {
    problems.push(`Lighthouse reference total blocking time ${reference.totalBlockingTimeMs} ms`)
  }
  return problems
}

/** First query's bytes and keystroke-to-results latency over the ranking test's queries. */
async function search(baseUrl: string, budget: Budgets['search']): Promise<string[]> {
  const browser = await launchChromium()
  const queries = rankingExpectations.map((expectation) => expectation.query)
  const measured = await measureSearch(browser, `${baseUrl}/guides/getting-started`, queries)
  await browser.close()
  const typedP95 = percentile(measured.typedMs, 95)
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(
    `\nsearch (Chromium, ${queries.length} queries; load average ${loadavg()[0]?.toFixed(1)}):`,
  )
  console.log(
    `  first query: ${kb(measured.firstQueryBytes)} KB fetched, ${ms(measured.firstQueryMs)} (budget ${budget.firstQueryKb} KB)`,
  )
  console.log(
    `  keystroke to results, typed: median ${ms(median(measured.typedMs))}, p95 ${ms(typedP95)} (budget ${budget.keystrokeToResultsP95Ms} ms)`,
  )
  console.log(
    `  whole query pasted: median ${ms(median(measured.pastedMs))}, p95 ${ms(percentile(measured.pastedMs, 95))}`,
  )
  const problems: string[] = []
  if (typedP95 > budget.keystrokeToResultsP95Ms) problems.push(`search p95 ${ms(typedP95)}`)
  if (kb(measured.firstQueryBytes) > budget.firstQueryKb) {
    problems.push(`search first query ${kb(measured.firstQueryBytes)} KB`)
  }
  return problems
}

async function main() {
  const budgets = readBudgets()
  const built = process.argv.includes('--skip-build')
    ? { seconds: NaN, pages: countPages() }
    : build()

  // The server `npm run serve` starts, in its own process, as readers meet it.
  const server = await startNodeServer(await freePort())
  const baseUrl = `${server.origin}${siteConfig.basePath}`

  const problems: string[] = []
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
    if (js > budget.firstLoadJsKb) problems.push(`${group} first-load JS ${js} KB`)
    if (html > budget.htmlKb) problems.push(`${group} HTML ${html} KB`)
  }

  const exportDir = path.resolve('out')
  const largest = largestReferenceSection(exportDir)
  const referencePath = largest.sectionPath
  // What the server sends a client that accepts gzip: the precompressed variant.
  const gzipResponse = await fetch(`${baseUrl}${referencePath}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  })
  // fetch decompresses the body, so the bytes sent are the declared length.
  const referenceGzipKb = kb(Number(gzipResponse.headers.get('content-length')))
  console.log(
    `\nlargest reference document (${referencePath}): ${kb(largest.bytes)} KB raw, ${referenceGzipKb} KB gzip (budget ${budgets.largestReference.maxHtmlGzipKb})`,
  )
  if (referenceGzipKb > budgets.largestReference.maxHtmlGzipKb) {
    problems.push(`largest reference HTML ${referenceGzipKb} KB gzip`)
  }

  problems.push(...(await lighthouse(baseUrl, referencePath, budgets.lighthouse)))
  problems.push(...(await search(baseUrl, budgets.search)))
  const sqlBrowser = await launchChromium()
  problems.push(...(await benchSqlRun(sqlBrowser, baseUrl, budgets.sqlRun)))
  await sqlBrowser.close()
  await server.stop()

  console.log(`\nthroughput (${LOAD.connections} connections, ${LOAD.durationSeconds} s per page):`)
  const loads = await runLoad(exportDir, SERVERS, LOAD, (line) => console.log(`  ${line}`))
  console.log(`\n${loadTable(loads)}`)
  const { minReferenceToGuideRatio } = budgets.throughput
  for (const { server: kind, results } of loads) {
    problems.push(...throughputProblems(kind, results, minReferenceToGuideRatio))
  }

  if (problems.length > 0) {
    console.error('\nover budget:')
    for (const problem of problems) console.error(`  ${problem}`)
  }
  process.exit(problems.length > 0 ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
