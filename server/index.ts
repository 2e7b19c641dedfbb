import { serve } from '@hono/node-server'
import path from 'node:path'
import { readServerEnv } from '../lib/env'
import { connectSourcesFor } from '../lib/serving/response-headers'
import { createPlatformApp, loadSeed } from '../platform'
import { siteConfig } from '../site.config'
import { createDocsServer } from './docs-server'

const env = readServerEnv()
const app = createDocsServer({
  exportDir: path.resolve('out'),
  basePath: siteConfig.basePath,
  platform: createPlatformApp(loadSeed(env.PLATFORM_SEED)),
  connectSources: connectSourcesFor(siteConfig.platformApiUrl),
})

serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(`${siteConfig.name} docs at http://localhost:${info.port}${siteConfig.basePath}`)
})
