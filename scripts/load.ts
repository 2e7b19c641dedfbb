/**
 * `npm run load`: drives the Node server and nginx (with the generated configuration), one after
 * the other, on loopback with many concurrent connections, on a guide page and on a section URL of
 * the largest reference document, and reports requests/s, p50/p99 latency and errors. Each run
 * stops by itself after its duration. The load client is Debian's wrk (`scripts/ensure-wrk.sh`).
 * Fails on any error, or when a server serves the reference at a smaller share of the guide's
 * requests/s than bench-budgets.json allows. Needs a built out/.
 *
 *   npm run load -- [--connections 200] [--duration 30] [--servers node,nginx]
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { readBudgets } from './bench/budgets'
import { loadTable, runLoad, SERVERS } from './load/run-load'
import { throughputProblems } from './load/throughput'

const optionsSchema = z.object({
  connections: z.coerce.number().int().min(1).max(1000),
  duration: z.coerce.number().int().min(1).max(120),
  servers: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(SERVERS)).min(1)),
})

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '200' },
      duration: { type: 'string', default: '30' },
      servers: { type: 'string', default: SERVERS.join(',') },
    },
  })
  const parsed = optionsSchema.safeParse(values)
  if (!parsed.success) throw new Error(`Invalid options: ${z.prettifyError(parsed.error)}`)
  const { connections, duration, servers } = parsed.data
  const exportDir = path.resolve('out')
  if (!fs.existsSync(exportDir)) throw new Error('out/ does not exist: run `npm run build` first')

  const { minReferenceToGuideRatio } = readBudgets().throughput
  const loads = await runLoad(exportDir, servers, { connections, durationSeconds: duration })
  console.log(`\n${loadTable(loads)}\n`)
  const problems = loads.flatMap(({ server, results }) =>
    throughputProblems(server, results, minReferenceToGuideRatio),
  )
  for (const problem of problems) console.error(problem)
  process.exit(problems.length > 0 ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
