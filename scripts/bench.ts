/**
 * `npm run bench`: measures the site beside its floor, a bare Next.js + MDX export of the same
 * guide pages (scripts/bench/floor/), built in the same run. Both are built with and without a
 * synthetic area of 300 pages, to see what a page costs; then the sample pages are loaded in
 * Chromium from each one's server (what a reader downloads), Lighthouse (mobile, median of three
 * runs) runs on a guide in both and on the heaviest pages of the site, and the bench measures
 * search and drives both servers with the load script. Every guide figure is reported beside the
 * floor's with its ratio; the bench fails, listing every broken budget of bench-budgets.json,
 * after printing everything. KB = 1000 bytes of gzip output. `--skip-build` measures the existing
 * out/ (and builds the floor once, with the area).
 */
import fs from 'node:fs'
import { loadavg, uptime } from 'node:os'
import path from 'node:path'
import { TYPE_HOVERS_FILE } from '../lib/highlight/type-hovers'
import { PARSED_PAGES_DIR } from '../lib/mdx/parsed-pages'
import { listExportFiles } from '../lib/serving/export-files'
import { isPage } from '../lib/serving/response-headers'
import { siteConfig } from '../site.config'
import { rankingExpectations } from '../tests/support/search-queries'
import { measureSearch } from './bench-search'
import { type Budgets, readBudgets } from './bench/budgets'
import { buildInTurn, type MeanBuild } from './bench/builds-in-turn'
import {
  buildFloor,
  FLOOR_EXPORT,
  type FloorPage,
  siteGuidePages,
  writeFloorPages,
} from './bench/floor-app'
import {
  brokenBudgets,
  buildChecks,
  type Check,
  checksTable,
  guideLighthouseChecks,
  guideWeightChecks,
  heavyPageChecks,
} from './bench/floor-checks'
import { type LighthouseMedianFigures, runLighthouseInTurn } from './bench/lighthouse'
import {
  launchChromium,
  meanExportedHtmlGzip,
  type PageWeight,
  weighPages,
} from './bench/page-weight'
import { waitForQuietMachine } from './bench/quiet-machine'
import {
  FLOOR_EXTRA_GUIDES,
  GUIDE_SAMPLES,
  HEAVY_PAGE_SAMPLES,
  REFERENCE_SAMPLES,
} from './bench/samples'
import { benchSqlRun } from './bench/sql-run'
import { kb, median, percentile } from './bench/statistics'
import { guidePathOfFile, syntheticAreaFiles } from './bench/synthetic-area'
import { withSyntheticArea } from './bench/synthetic-site-area'
import { type TimedRun, timedRun } from './bench/timed-run'
import { loadTable, runLoad, SERVERS } from './load/run-load'
import { startNodeServer } from './load/start-node-server'
import { GUIDE_PATH, largestReferenceSection } from './load/targets'
import { throughputProblems } from './load/throughput'
import { freePort } from './support/ports'

/** The bench's load: as many connections as `npm run load`, for a shorter time. */
const LOAD = { connections: 200, durationSeconds: 10 }
const SYNTHETIC_PAGES = 300
const SYNTHETIC_SEED = 26
const LIGHTHOUSE_RUNS = 3
/**
 * The guide beside the floor's: a score a point apart and a total blocking time that moves by
 * half from one run to the next on this machine, so more runs, taken in turn.
 */
const GUIDE_LIGHTHOUSE_ROUNDS = 5

const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`

/** The export's pages: its HTML files but the error pages and the fragments spliced into pages. */
function countPages(): number {
  return listExportFiles(path.resolve('out')).filter(
    (file) => isPage(file) && !/^\/(404|_not-found)\.html$/.test(file),
  ).length
}

/** The synthetic area's pages as the floor takes them. */
function syntheticFloorPages(files: Map<string, string>): FloorPage[] {
  return [...files]
    .filter(([file]) => file.endsWith('.mdx'))
    .map(([file, source]) => ({
      sitePath: guidePathOfFile(file),
      source,
      file: `synthetic ${file}`,
    }))
}

/** What each added page cost, between a build without the area and one with its `pages`. */
interface AddedPageCost {
  seconds: number
  cpuSeconds: number
}

const addedPageCost = (plain: MeanBuild, withArea: MeanBuild, pages: number): AddedPageCost => ({
  seconds: (withArea.seconds - plain.seconds) / pages,
  cpuSeconds: (withArea.cpuSeconds - plain.cpuSeconds) / pages,
})

interface BuildsMeasured {
  floorAreaHtmlBytes: number
  site: {
    plain: MeanBuild
    withArea: MeanBuild
    areaHtmlBytes: number
    floorAdded: AddedPageCost
  } | null
}

/** Keeps a build's timed output in bench-results/, to read its stages again after the run. */
function keep(label: string, run: TimedRun): TimedRun {
  fs.mkdirSync('bench-results', { recursive: true })
  fs.writeFileSync(`bench-results/build-${label.replace(/\W+/g, '-')}.json`, JSON.stringify(run))
  return run
}

/** Each stage of a build without and with the area, and what each added page cost in it. */
function printStages(title: string, plain: MeanBuild, withArea: MeanBuild, addedPages: number) {
  console.log(
    `\n${title} by stage (s, mean of ${plain.runs.length} builds each): without the area | with it | ms per added page`,
  )
  for (const stage of plain.stages) {
    const other = withArea.stages.find((candidate) => candidate.name === stage.name)
    const perPage = other ? Math.round(((other.seconds - stage.seconds) / addedPages) * 1000) : '?'
    console.log(
      `  ${stage.name}: ${stage.seconds.toFixed(1)} | ${other ? other.seconds.toFixed(1) : '?'} | ${perPage}`,
    )
  }
}

/** Seconds of each run of a build, and of the build's processor time, for the report. */
const runsText = (build: MeanBuild) =>
  `${build.seconds.toFixed(1)} s (${build.runs.map((run) => run.seconds.toFixed(1)).join(' and ')}), processor time ${build.cpuSeconds.toFixed(1)} s`

/**
 * The floor and the site, each without and with the area, in turn (`buildInTurn`): the last
 * build of each is the one without the area, which the rest of the bench serves.
 */
async function buildAll(skipSiteBuild: boolean): Promise<BuildsMeasured> {
  const floorPages = siteGuidePages([...GUIDE_SAMPLES, ...FLOOR_EXTRA_GUIDES])
  const area = syntheticAreaFiles(SYNTHETIC_PAGES, SYNTHETIC_SEED)
  const areaPages = syntheticFloorPages(area)
  const areaPaths = areaPages.map((page) => page.sitePath)

  let floorAreaHtmlBytes = 0
  const buildFloorOnce = async (withArea: boolean, turn: number) => {
    writeFloorPages(withArea ? [...floorPages, ...areaPages] : floorPages)
    const label = `${withArea ? 'floor + area' : 'floor'} ${turn}`
    const run = keep(label, await buildFloor(label))
    // The same bytes every build: measured once.
    if (withArea && floorAreaHtmlBytes === 0)
      floorAreaHtmlBytes = meanExportedHtmlGzip(FLOOR_EXPORT, areaPaths)
    return run
  }
  if (skipSiteBuild) {
    await buildFloorOnce(true, 1)
    return { floorAreaHtmlBytes, site: null }
  }
  const floor = await buildInTurn(buildFloorOnce)
  console.log(
    `\nfloor build: ${runsText(floor.without)} for ${floorPages.length} pages; with the ${areaPages.length} pages of the area ${runsText(floor.with)} (${machineLoad()})`,
  )
  printStages('floor build', floor.without, floor.with, areaPages.length)

  // From a cold start, as the floor: Turbopack's cache, the type hovers, the kept parses or
  // tsc's incremental state of an earlier build, valid or not, make a build's time depend on what
  // was built before it (a table computed with the area stands for the next build with it,
  // whatever came between; tsc's state, which follows whether `.next/types` is there, made the
  // first of the two builds check every file and the second almost none: 7 s apart).
  let areaHtmlBytes = 0
  const buildSiteOnce = async (withArea: boolean, turn: number) => {
    const label = `${withArea ? 'site + area' : 'site'} ${turn}`
    const build = async () => {
      fs.rmSync('.next', { recursive: true, force: true })
      fs.rmSync(PARSED_PAGES_DIR, { recursive: true, force: true })
      fs.rmSync('tsconfig.tsbuildinfo', { force: true })
      for (const file of [TYPE_HOVERS_FILE, `${TYPE_HOVERS_FILE}.inputs`])
        fs.rmSync(file, { force: true })
      return keep(label, await timedRun('npm run build:local', { label }))
    }
    if (!withArea) return build()
    return withSyntheticArea(area, async () => {
      const run = await build()
      if (areaHtmlBytes === 0) areaHtmlBytes = meanExportedHtmlGzip('out', areaPaths)
      return run
    })
  }
  const site = await buildInTurn(buildSiteOnce)
  return {
    floorAreaHtmlBytes,
    site: {
      plain: site.without,
      withArea: site.with,
      areaHtmlBytes,
      floorAdded: addedPageCost(floor.without, floor.with, areaPages.length),
    },
  }
}

function printWeights(title: string, weights: PageWeight[]) {
  console.log(`\n${title} (gzip KB):`)
  for (const weight of weights) {
    console.log(
      `  ${weight.path}: JS ${kb(weight.jsBytes)} in ${weight.scripts} scripts, HTML ${kb(weight.htmlBytes)}`,
    )
  }
}

const medianOf = (weights: PageWeight[], figure: 'jsBytes' | 'htmlBytes') =>
  median(weights.map((weight) => weight[figure]))

function printLighthouse(figures: LighthouseMedianFigures) {
  const runs = figures.runs.map((run) => `${run.score}/${run.totalBlockingTimeMs} ms`).join(', ')
  console.log(
    `  ${figures.url}: score ${figures.score}, total blocking time ${figures.totalBlockingTimeMs} ms, largest contentful paint ${figures.largestContentfulPaintMs} ms (runs: ${runs})`,
  )
}

/** Lighthouse's medians on pages taken in turn, `rounds` times, printed. */
async function lighthouseMedians(urls: string[], rounds: number) {
  const figures = await runLighthouseInTurn(urls, rounds)
  figures.forEach(printLighthouse)
  return figures
}

/** Reference pages have no floor: their absolute budgets. */
function referenceProblems(weights: PageWeight[], budget: Budgets['reference']): string[] {
  const js = kb(medianOf(weights, 'jsBytes'))
  const html = kb(medianOf(weights, 'htmlBytes'))
  console.log(`  median first-load JS: ${js} KB (budget ${budget.firstLoadJsKb})`)
  console.log(`  median HTML: ${html} KB (budget ${budget.htmlKb})`)
  const problems: string[] = []
  if (js > budget.firstLoadJsKb) problems.push(`reference first-load JS ${js} KB`)
  if (html > budget.htmlKb) problems.push(`reference HTML ${html} KB`)
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
  console.log(`\nsearch (Chromium, ${queries.length} queries; ${machineLoad()}):`)
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

/** Runs one part of the bench; its failure becomes a line of the report instead of ending the run. */
async function attempt<T>(
  what: string,
  problems: string[],
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    return await work()
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]
    console.error(`\n${what} failed: ${message}`)
    problems.push(`${what}: not measured (${message})`)
    return null
  }
}

/** What an added page costs, and the synthetic area's HTML, beside the floor. */
function buildFigureChecks(builds: BuildsMeasured, pages: number, budgets: Budgets): Check[] {
  if (!builds.site) {
    console.log('site build: skipped (--skip-build), so no build time or synthetic area figures')
    return []
  }
  const { plain, withArea, areaHtmlBytes, floorAdded } = builds.site
  console.log(
    `site build: ${runsText(plain)}; with the area ${runsText(withArea)} (${machineLoad()})`,
  )
  printStages('site build', plain, withArea, SYNTHETIC_PAGES)
  const siteAdded = addedPageCost(plain, withArea, SYNTHETIC_PAGES)
  // Beside the budget's wall-clock figure: the processor time, which the machine's other tenants
  // move less (the site's build runs its checks on both cores; the floor's has none to run).
  console.log(
    `processor time an added page costs: ${Math.round(siteAdded.cpuSeconds * 1000)} ms (floor ${Math.round(floorAdded.cpuSeconds * 1000)} ms, ${(siteAdded.cpuSeconds / floorAdded.cpuSeconds).toFixed(2)}x)`,
  )
  return [
    {
      figure: `synthetic area HTML (mean of ${SYNTHETIC_PAGES} pages)`,
      floor: `${kb(builds.floorAreaHtmlBytes)} KB`,
      ours: `${kb(areaHtmlBytes)} KB`,
      ratio: `${(areaHtmlBytes / builds.floorAreaHtmlBytes).toFixed(2)}x`,
      budget: `≤ ${budgets.guide.htmlToFloor}x`,
      ok: areaHtmlBytes <= builds.floorAreaHtmlBytes * budgets.guide.htmlToFloor,
    },
    ...buildChecks(
      {
        sitePages: pages,
        siteSeconds: plain.seconds,
        siteAddedPerPage: siteAdded.seconds,
        floorAddedPerPage: floorAdded.seconds,
      },
      budgets.build,
    ),
  ]
}

async function main() {
  const benchStarted = performance.now()
  const budgets = readBudgets()
  const skipBuild = process.argv.includes('--skip-build')
  console.log(`bench started: ${machineLoad()}, machine up ${Math.round(uptime() / 60)} min`)

  const builds = await buildAll(skipBuild)
  const checks: Check[] = []
  const problems: string[] = []
  const pages = countPages()
  console.log(`\npages built: ${pages}`)
  const buildFigures = buildFigureChecks(builds, pages, budgets)

  // Both served by the site's server code, in their own processes, as readers meet them.
  const floorServer = await startNodeServer(await freePort(), FLOOR_EXPORT)
  const siteServer = await startNodeServer(await freePort())
  const floorUrl = `${floorServer.origin}${siteConfig.basePath}`
  const siteUrl = `${siteServer.origin}${siteConfig.basePath}`
  try {
    await attempt('page weights', problems, async () => {
      const floorGuides = await weighPages(floorUrl, GUIDE_SAMPLES)
      const siteGuides = await weighPages(siteUrl, GUIDE_SAMPLES)
      printWeights('floor guide pages', floorGuides)
      printWeights('guide pages', siteGuides)
      const weights = (pageWeights: PageWeight[]) => ({
        firstLoadJsBytes: medianOf(pageWeights, 'jsBytes'),
        htmlBytes: medianOf(pageWeights, 'htmlBytes'),
      })
      checks.push(...guideWeightChecks(weights(floorGuides), weights(siteGuides), budgets.guide))
      const references = await weighPages(siteUrl, REFERENCE_SAMPLES)
      printWeights('reference pages', references)
      problems.push(...referenceProblems(references, budgets.reference))
    })

    const settled = await waitForQuietMachine({ maxLoad: 1, maxWaitMs: 180_000 })
    const settling = `waited ${Math.round(settled.waitedMs / 1000)} s for the load to settle${settled.quiet ? '' : ', in vain'}`
    console.log(
      `\nLighthouse 13 mobile (${settling}; ${machineLoad()}): the floor's guide and ours in turn, median of ${GUIDE_LIGHTHOUSE_ROUNDS} rounds; the other pages median of ${LIGHTHOUSE_RUNS} runs:`,
    )
    const guides = await attempt('Lighthouse on the guide and the floor guide', problems, () =>
      lighthouseMedians(
        [`${floorUrl}${GUIDE_PATH}`, `${siteUrl}${GUIDE_PATH}`],
        GUIDE_LIGHTHOUSE_ROUNDS,
      ),
    )
    const [floorGuide, siteGuide] = guides ?? []
    if (floorGuide && siteGuide) {
      checks.push(...guideLighthouseChecks(floorGuide, siteGuide, budgets.guide))
    }

    const largest = largestReferenceSection(path.resolve('out'))
    const heavyPages = [
      { name: `largest reference (${largest.sectionPath})`, sitePath: largest.sectionPath },
      ...HEAVY_PAGE_SAMPLES.map((sitePath) => ({ name: sitePath, sitePath })),
    ]
    for (const page of heavyPages) {
      const [figures] =
        (await attempt(`Lighthouse on ${page.name}`, problems, () =>
          lighthouseMedians([`${siteUrl}${page.sitePath}`], LIGHTHOUSE_RUNS),
        )) ?? []
      // Without the floor guide's figure, only the absolute budget applies.
      if (figures) {
        const floorBlocking = floorGuide?.totalBlockingTimeMs ?? 0
        checks.push(...heavyPageChecks(page.name, figures, floorBlocking, budgets.heavyPages))
      }
    }

    // What the server sends a client that accepts gzip: the precompressed variant.
    const gzipResponse = await fetch(`${siteUrl}${largest.sectionPath}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    // fetch decompresses the body, so the bytes sent are the declared length.
    const referenceGzipKb = kb(Number(gzipResponse.headers.get('content-length')))
    console.log(
      `\nlargest reference document (${largest.sectionPath}): ${kb(largest.bytes)} KB raw, ${referenceGzipKb} KB gzip (budget ${budgets.largestReference.maxHtmlGzipKb})`,
    )
    if (referenceGzipKb > budgets.largestReference.maxHtmlGzipKb) {
      problems.push(`largest reference HTML ${referenceGzipKb} KB gzip`)
    }

    problems.push(
      ...((await attempt('search', problems, () => search(siteUrl, budgets.search))) ?? []),
    )

    await attempt('first Run of a SQL block', problems, async () => {
      const browser = await launchChromium()
      try {
        problems.push(...(await benchSqlRun(browser, siteUrl, budgets.sqlRun)))
      } finally {
        await browser.close()
      }
    })
  } finally {
    await floorServer.stop()
    await siteServer.stop()
  }

  await attempt('throughput', problems, async () => {
    console.log(
      `\nthroughput (${LOAD.connections} connections, ${LOAD.durationSeconds} s per page):`,
    )
    const loads = await runLoad(path.resolve('out'), SERVERS, LOAD, (line) =>
      console.log(`  ${line}`),
    )
    console.log(`\n${loadTable(loads)}`)
    const { minReferenceToGuideRatio } = budgets.throughput
    for (const { server: kind, results } of loads) {
      problems.push(...throughputProblems(kind, results, minReferenceToGuideRatio))
    }
  })

  checks.push(...buildFigures)
  console.log(`\nbeside the floor (${machineLoad()}):\n\n${checksTable(checks)}\n`)
  console.log(`bench run time: ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min`)
  problems.unshift(...brokenBudgets(checks))
  if (problems.length > 0) {
    console.error('\nover budget or not measured:')
    for (const problem of problems) console.error(`  ${problem}`)
  }
  process.exit(problems.length > 0 ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
