import fs from 'node:fs'
import { z } from 'zod'
import { formatIssues } from '../../lib/validation'

const ratio = z.number().positive()

const budgetsSchema = z.strictObject({
  /** The sample guides beside the same pages in the floor (scripts/bench/floor/), as ratios. */
  guide: z.strictObject({
    /** Median gzip bytes of every script a page loads, at most this times the floor's. */
    firstLoadJsToFloor: ratio,
    /** Median gzip bytes of a page's HTML document, at most this times the floor's. */
    htmlToFloor: ratio,
    /** Lighthouse mobile performance score (median of the runs): points it may fall below the floor's. */
    lighthouseScoreBelowFloor: z.number().min(0).max(100),
    /** Lighthouse total blocking time (median of the runs), at most this times the floor's. */
    totalBlockingTimeToFloor: ratio,
  }),
  /** Reference documents have no floor: median gzip KB of their scripts and HTML. */
  reference: z.strictObject({
    firstLoadJsKb: z.number().positive(),
    htmlKb: z.number().positive(),
  }),
  /**
   * Lighthouse mobile on the largest reference document, another reference and the catalogues:
   * the score at least `minLighthouseScore`, and the total blocking time at most
   * `maxTotalBlockingTimeMs` or at most `maxTotalBlockingTimeToFloorGuide` times the floor guide's.
   */
  heavyPages: z.strictObject({
    minLighthouseScore: z.number().min(0).max(100),
    maxTotalBlockingTimeMs: z.number().positive(),
    maxTotalBlockingTimeToFloorGuide: ratio,
  }),
  /** The largest reference document, as the server sends it to a client that accepts gzip. */
  largestReference: z.strictObject({ maxHtmlGzipKb: z.number().positive() }),
  build: z.strictObject({
    /** The site's whole build over the pages it exports. */
    maxSecondsPerPage: z.number().positive(),
    /** Seconds a page of the synthetic area adds to the build, at most this times the floor's. */
    addedPageToFloor: ratio,
  }),
  search: z.strictObject({
    /** 95th percentile of last-keystroke-to-results, in ms, over the queries after the first, typed. */
    keystrokeToResultsP95Ms: z.number().positive(),
    /** KB on the wire from opening search to the first query's results. */
    firstQueryKb: z.number().positive(),
  }),
  /** A tutorial's first SQL Run: everything it downloads (brotli) and press to first result. */
  sqlRun: z.strictObject({
    firstRunKb: z.number().positive(),
    firstResultMs: z.number().positive(),
  }),
  /** Under the load script's load; any error fails the bench too. */
  throughput: z.strictObject({
    /**
     * Share of a guide page's requests/s each server (Node, nginx) must reach on the largest
     * reference document.
     */
    minReferenceToGuideRatio: z.number().positive(),
  }),
})

export type Budgets = z.infer<typeof budgetsSchema>

export const BUDGETS_FILE = 'bench-budgets.json'

/** The budgets, validated: an error names the file and every wrong field. */
export function parseBudgets(data: unknown, file = BUDGETS_FILE): Budgets {
  const result = budgetsSchema.safeParse(data)
  if (!result.success) throw new Error(`${file} is invalid\n${formatIssues(result.error.issues)}`)
  return result.data
}

export function readBudgets(file = BUDGETS_FILE): Budgets {
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file} is not readable JSON: ${(error as Error).message}`)
  }
  return parseBudgets(data, file)
}
