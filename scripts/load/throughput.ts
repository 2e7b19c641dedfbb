import autocannon from 'autocannon'

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
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number
  /** The errors by kind, to say what went wrong. */
  errorKinds: { connection: number; timeouts: number; non2xx: number }
  requests: number
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Load only ever goes to this machine. */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url)
  if (!LOOPBACK.has(hostname)) throw new Error(`refusing to load ${url}: not a loopback address`)
}

/**
 * Drives `url` with `connections` concurrent keep-alive connections for `durationSeconds`, asking
 * for compressed answers as browsers do; autocannon stops by itself at the end of the duration.
 */
export async function measureThroughput(
  target: string,
  url: string,
  { connections, durationSeconds }: LoadOptions,
): Promise<ThroughputResult> {
  assertLoopback(url)
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  })
  return {
    target,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts timeouts among connection errors as well.
    errors: result.errors + result.non2xx,
    errorKinds: {
      connection: result.errors - result.timeouts,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    },
    requests: result.requests.total,
  }
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
