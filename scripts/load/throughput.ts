import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'

export interface LoadOptions {
  connections: number
  durationSeconds: number
}

export interface ThroughputResult {
  /** What was loaded, such as `guide` or `reference`. */
  target: string
  url: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Socket errors, timeouts and answers other than 2xx or 3xx. */
  errors: number
  /** The errors by kind, to say what went wrong. */
  errorKinds: { connection: number; timeouts: number; non2xx: number }
  requests: number
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const WRK = '/usr/bin/wrk'
const REPORT_SCRIPT = path.join(import.meta.dirname, 'wrk-report.lua')
const SUMMARY_MARKER = 'WRK_SUMMARY '

/** Load only ever goes to this machine. */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url)
  if (!LOOPBACK.has(hostname)) throw new Error(`refusing to load ${url}: not a loopback address`)
}

const wrkSummarySchema = z.object({
  durationUs: z.number().positive(),
  requests: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  p50Us: z.number().nonnegative(),
  p99Us: z.number().nonnegative(),
  connect: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  write: z.number().int().nonnegative(),
  status: z.number().int().nonnegative(),
  timeout: z.number().int().nonnegative(),
})

/** Reads the line `wrk-report.lua` prints into the figures of one run. */
export function parseWrkSummary(target: string, url: string, stdout: string): ThroughputResult {
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(SUMMARY_MARKER))
  if (!line) throw new Error(`wrk printed no summary for ${url}:\n${stdout}`)
  const summary = wrkSummarySchema.parse(JSON.parse(line.slice(SUMMARY_MARKER.length)))
  const connection = summary.connect + summary.read + summary.write
  return {
    target,
    url,
    requestsPerSecond: Math.round(summary.requests / (summary.durationUs / 1e6)),
    p50Ms: Math.round(summary.p50Us / 10) / 100,
    p99Ms: Math.round(summary.p99Us / 10) / 100,
    errors: connection + summary.timeout + summary.status,
    errorKinds: { connection, timeouts: summary.timeout, non2xx: summary.status },
    requests: summary.requests,
  }
}

/**
 * Drives `url` with `connections` concurrent keep-alive connections for `durationSeconds` from
 * Debian's wrk (one thread, leaving the other core to the server), asking for compressed answers
 * as browsers do. A load client written in JavaScript is slower than the servers it measures
 * here and would report its own limit.
 */
export async function measureThroughput(
  target: string,
  url: string,
  { connections, durationSeconds }: LoadOptions,
): Promise<ThroughputResult> {
  assertLoopback(url)
  const args = ['-t1', `-c${connections}`, `-d${durationSeconds}s`, '-s', REPORT_SCRIPT, url]
  const { stdout } = await promisify(execFile)(WRK, args, {
    timeout: (durationSeconds + 30) * 1000,
  })
  return parseWrkSummary(target, url, stdout)
}

/** The reference document's requests/s as a share of the guide page's. */
export function referenceToGuideRatio(results: ThroughputResult[]): number | null {
  const guide = results.find((result) => result.target === 'guide')
  const reference = results.find((result) => result.target === 'reference')
  return guide && reference ? reference.requestsPerSecond / guide.requestsPerSecond : null
}

/**
 * Problems with one server's figures: any error, or, when `minReferenceRatio` is given, the
 * reference document serving a smaller share of a guide page's requests per second.
 */
export function throughputProblems(
  server: string,
  results: ThroughputResult[],
  minReferenceRatio: number | null,
): string[] {
  const problems = results
    .filter((result) => result.errors > 0)
    .map(
      ({ target, errors, errorKinds }) =>
        `${server} ${target}: ${errors} errors (${errorKinds.connection} connection, ${errorKinds.timeouts} timeouts, ${errorKinds.non2xx} not 2xx)`,
    )
  const ratio = referenceToGuideRatio(results)
  if (minReferenceRatio !== null && ratio !== null) {
    if (!(ratio >= minReferenceRatio)) {
      problems.push(
        `${server}: the reference serves ${ratio.toFixed(2)} times the requests/s of a guide (at least ${minReferenceRatio})`,
      )
    }
  }
  return problems
}
