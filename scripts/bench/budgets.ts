import fs from 'node:fs'
import { z } from 'zod'
import { formatIssues } from '../../lib/validation'

const pageBudget = z.strictObject({
  /** Median gzip KB of every script a page loads. */
  firstLoadJsKb: z.number().positive(),
  /** Median gzip KB of a page's HTML document. */
  htmlKb: z.number().positive(),
})

const budgetsSchema = z.strictObject({
  guide: pageBudget,
  reference: pageBudget,
  /** Lighthouse 13, mobile preset, performance category. */
  lighthouse: z.strictObject({
    guideMinScore: z.number().min(0).max(100),
    referenceMinScore: z.number().min(0).max(100),
    referenceMaxTotalBlockingTimeMs: z.number().positive(),
  }),
  /** The largest reference document, as the server sends it to a client that accepts gzip. */
  largestReference: z.strictObject({ maxHtmlGzipKb: z.number().positive() }),
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
    /** Share of a guide page's requests/s the Node server must reach on the reference. */
    minReferenceToGuideRatio: z.number().positive(),
  }),
})

export type Budgets = z.infer<typeof budgetsSchema>

export const BUDGETS_FILE = 'bench-budgets.json'

export function readBudgets(file = BUDGETS_FILE): Budgets {
  const result = budgetsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!result.success) throw new Error(`${file} is invalid\n${formatIssues(result.error.issues)}`)
  return result.data
}
