/**
 * `npm run bench`: builds the site, then loads sample pages in Chromium from the production
 * server and reports what a reader downloads. Fails when a budget in bench-budgets.json is exceeded.
 * KB = 1000 bytes of gzip output. `--skip-build` measures the existing out/.
 */
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { createPlatformApp, loadSeed } from '../platform'
import { createDocsServer } from '../server/docs-server'
import { siteConfig } from '../site.config'

const budgetSchema = z.strictObject({
  /** Median gzip KB of every script a page loads. */
  firstLoadJsKb: z.number().positive(),
  /** Median gzip KB of a page's HTML document. */
  htmlKb: z.number().positive(),
})
const budgetsSchema = z.record(z.string(), budgetSchema)

/** Sample pages per budget group, across areas and page kinds. */
const samples: Record<string, string[]> = {
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
  const browser = await chromium.launch({
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
  for (const [group, sitePaths] of Object.entries(samples)) {
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
    console.log(`  median first-load JS: ${js} KB (budget ${budget?.firstLoadJsKb ?? 'none'})`)
    console.log(`  median HTML: ${html} KB (budget ${budget?.htmlKb ?? 'none'})`)
    if (budget && (js > budget.firstLoadJsKb || html > budget.htmlKb)) {
      console.error(`  over budget: ${group}`)
      failed = true
    }
  }
  server.close()
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
