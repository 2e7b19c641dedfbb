import { siteConfig } from '../../site.config'
import { startNginx } from '../nginx/start-nginx'
import { freePort } from '../support/ports'
import { startNodeServer } from './start-node-server'
import { GUIDE_PATH, largestReferenceSection } from './targets'
import {
  type LoadOptions,
  measureThroughput,
  referenceToGuideRatio,
  type ThroughputResult,
} from './throughput'

export const SERVERS = ['node', 'nginx'] as const
export type ServerKind = (typeof SERVERS)[number]

export interface ServerLoad {
  server: ServerKind
  results: ThroughputResult[]
}

async function start(server: ServerKind, exportDir: string, port: number) {
  if (server === 'node') return startNodeServer(port)
  return startNginx({ exportDir, basePath: siteConfig.basePath, port, mcpUpstream: '127.0.0.1:9' })
}

/**
 * Starts each server in turn on a free loopback port over `exportDir` and drives a guide page,
 * then a section URL of the largest reference document; stops the server before the next.
 */
export async function runLoad(
  exportDir: string,
  servers: readonly ServerKind[],
  options: LoadOptions,
  log: (line: string) => void = console.log,
): Promise<ServerLoad[]> {
  const reference = largestReferenceSection(exportDir)
  const targets = [
    { target: 'guide', sitePath: GUIDE_PATH },
    { target: 'reference', sitePath: reference.sectionPath },
  ]
  const loads: ServerLoad[] = []
  for (const server of servers) {
    const running = await start(server, exportDir, await freePort())
    try {
      const results: ThroughputResult[] = []
      for (const { target, sitePath } of targets) {
        const url = `${running.origin}${siteConfig.basePath}${sitePath}`
        // One request first, so the Node server has read the file before the clock starts.
        const warm = await fetch(url)
        if (!warm.ok) throw new Error(`${server}: ${url} answered ${warm.status}`)
        await warm.arrayBuffer()
        log(
          `${server}: ${options.connections} connections for ${options.durationSeconds} s on ${url}`,
        )
        results.push(await measureThroughput(target, url, options))
      }
      loads.push({ server, results })
    } finally {
      await running.stop()
    }
  }
  return loads
}

/** The figures as a Markdown table. */
export function loadTable(loads: ServerLoad[]): string {
  const rows = loads.flatMap(({ server, results }) => {
    const ratio = referenceToGuideRatio(results)
    return results.map(
      (result) =>
        `| ${server} | ${result.target} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.errors} | ${result.target === 'reference' && ratio !== null ? ratio.toFixed(2) : ''} |`,
    )
  })
  return [
    '| server | page | requests/s | p50 ms | p99 ms | errors | reference/guide |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}
