/**
 * `npm run dev`: Next.js in development mode (content reloads as you save) and the local platform
 * on one origin, as in production, so the credentials helper works while writing.
 */
import { getRequestListener } from '@hono/node-server'
import next from 'next'
import { createServer } from 'node:http'
import { readServerEnv } from '../lib/env'
import { createPlatformApp, loadSeed } from '../platform'
import { siteConfig } from '../site.config'
import { isPlatformPath } from './platform-paths'

const env = readServerEnv()
const site = next({ dev: true, webpack: true, port: env.PORT })
await site.prepare()

const handleSite = site.getRequestHandler()
const handlePlatform = getRequestListener(createPlatformApp(loadSeed(env.PLATFORM_SEED)).fetch)

const server = createServer((request, response) => {
  const url = request.url ?? '/'
  if (url === '/') {
    response.writeHead(308, { Location: siteConfig.basePath }).end()
  } else if (isPlatformPath(url)) {
    void handlePlatform(request, response)
  } else {
    void handleSite(request, response)
  }
})
server.on('upgrade', site.getUpgradeHandler())
server.listen(env.PORT, () => {
  console.log(
    `${siteConfig.name} docs (development) at http://localhost:${env.PORT}${siteConfig.basePath}`,
  )
})
