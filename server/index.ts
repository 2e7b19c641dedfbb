import { serve } from '@hono/node-server'
import path from 'node:path'
import { readServerEnv } from '../lib/env'
import { connectSourcesFor } from '../lib/serving/response-headers'
import { createPlatformApp, loadSeed } from '../platform'
import { siteConfig } from '../site.config'
import { createDocsServer } from './docs-server'
import { readDocsCorpus } from './mcp/docs-corpus'
import { createDocsMcpHandler } from './mcp/docs-mcp-http'
import { createDocsSearch } from './mcp/docs-search'

const env = readServerEnv()
const exportDir = path.resolve('out')
const app = createDocsServer({
  exportDir,
  basePath: siteConfig.basePath,
  platform: createPlatformApp(loadSeed(env.PLATFORM_SEED)),
  connectSources: connectSourcesFor(siteConfig.platformApiUrl),
  mcp: createDocsMcpHandler(readDocsCorpus(exportDir), createDocsSearch(exportDir)),
})

serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(`${siteConfig.name} docs at http://localhost:${info.port}${siteConfig.basePath}`)
})
