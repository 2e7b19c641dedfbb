/**
 * `npm run dev`: Next.js in development mode (content reloads as you save) behind one origin with
 * the local platform, as in production, so the credentials helper works while writing. Next runs
 * as its own process; this server answers the platform's paths and proxies the rest to it.
 */
import { getRequestListener } from '@hono/node-server'
import { createProxyServer } from 'http-proxy-3'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { SQL_ENGINE_FOLDER } from '../lib/address/address'
import { readGuideTree } from '../lib/content/guide-tree'
import { pageOfMarkdownTwin, readMarkdownTwin } from '../lib/content/markdown-twins'
import { readServerEnv } from '../lib/env'
import { writeSqlEngine } from '../lib/export/sql-engine'
import { contentTypeOf } from '../lib/serving/content-types'
import { resolveExportFile } from '../lib/serving/export-files'
import { isPlatformPath } from '../lib/serving/platform-paths'
import { readPlatformSchema } from '../lib/sql-engine/platform-schema'
import { createPlatformApp, loadSeed } from '../platform'
import { siteConfig } from '../site.config'

const env = readServerEnv()
const nextPort = env.PORT + 1
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const site = spawn(process.execPath, [nextBin, 'dev', '--turbopack', '--port', String(nextPort)], {
  stdio: 'inherit',
})
const stop = () => site.kill('SIGTERM')
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop()
    process.exit(0)
  })
}
site.on('exit', (code) => process.exit(code ?? 0))

const proxy = createProxyServer({ target: `http://127.0.0.1:${nextPort}`, ws: true })
proxy.on('error', (_error, _request, response) => {
  if (response instanceof ServerResponse && !response.headersSent) {
    response
      .writeHead(502, { 'Content-Type': 'text/plain' })
      .end('Next.js is still starting; reload in a moment.')
  }
})
const handlePlatform = getRequestListener(createPlatformApp(loadSeed(env.PLATFORM_SEED)).fetch)

/** The build writes guides' Markdown twins into the export; in development they are made per request. */
const guidesRoot = path.resolve('content/guides')
function markdownTwin(url: string): string | null {
  if (!url.startsWith(`${siteConfig.basePath}/guides/`) || !url.endsWith('.md')) return null
  const page = pageOfMarkdownTwin(readGuideTree(guidesRoot), url.slice(siteConfig.basePath.length))
  return page ? readMarkdownTwin(guidesRoot, page) : null
}

/** The build writes the SQL engine into the export after Next; in development it is written here. */
const engineRoot = path.resolve('node_modules/.cache/plinth-sql-engine/development')
const engineReady = writeSqlEngine(engineRoot, { schema: readPlatformSchema() }).then(
  () => true,
  (error: unknown) => {
    console.error(`The SQL engine is not available: ${String(error)}`)
    return false
  },
)
async function sqlEngineFile(url: string): Promise<string | null> {
  if (!url.startsWith(`${siteConfig.basePath}${SQL_ENGINE_FOLDER}/`)) return null
  if (!(await engineReady)) return null
  return resolveExportFile(engineRoot, url.slice(siteConfig.basePath.length))
}

const server = createServer(async (request, response) => {
  const url = request.url ?? '/'
  const pathname = url.split('?')[0] ?? url
  const engineFile = await sqlEngineFile(pathname)
  if (url === '/') response.writeHead(308, { Location: siteConfig.basePath }).end()
  else if (isPlatformPath(url)) void handlePlatform(request, response)
  else if (engineFile) {
    response.writeHead(200, { 'Content-Type': contentTypeOf(engineFile) })
    fs.createReadStream(engineFile).pipe(response)
  } else {
    const markdown = markdownTwin(pathname)
    if (markdown === null) proxy.web(request, response)
    else response.writeHead(200, { 'Content-Type': 'text/markdown; charset=utf-8' }).end(markdown)
  }
})
server.on('upgrade', (request, socket, head) => proxy.ws(request, socket, head))
server.listen(env.PORT, () => {
  console.log(
    `${siteConfig.name} docs (development) at http://localhost:${env.PORT}${siteConfig.basePath}`,
  )
})
