/** Serves out/ with nginx on PORT (default 3000) until stopped: the deployment the README describes. */
import path from 'node:path'
import { readServerEnv } from '../lib/env'
import { siteConfig } from '../site.config'
import { startNginx } from './nginx/start-nginx'

const env = readServerEnv()
const nginx = await startNginx({
  exportDir: path.resolve('out'),
  basePath: siteConfig.basePath,
  port: env.PORT,
  // The Node server (`npm run serve`) that answers /docs/mcp.
  mcpUpstream: process.env.MCP_UPSTREAM ?? '127.0.0.1:3000',
})
console.log(`${siteConfig.name} docs (nginx) at ${nginx.origin}${siteConfig.basePath}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void nginx.stop().then(() => process.exit(0))
  })
}
