/**
 * Any static export served by the docs server's own rules (file resolution, headers,
 * precompressed variants) and nothing else: no platform, no MCP server. The bench serves the floor
 * (`scripts/bench/floor/`) with it, so that the floor and the site are served alike.
 * `EXPORT_DIR` names the export, `PORT` the port.
 */
import { serve } from '@hono/node-server'
import fs from 'node:fs'
import path from 'node:path'
import { readServerEnv } from '../lib/env'
import { siteConfig } from '../site.config'
import { createDocsServer } from './docs-server'

const env = readServerEnv()
const exportDir = path.resolve(process.env.EXPORT_DIR ?? '')
if (!process.env.EXPORT_DIR || !fs.existsSync(exportDir)) {
  throw new Error(
    `EXPORT_DIR must name a static export; "${process.env.EXPORT_DIR ?? ''}" does not`,
  )
}

const app = createDocsServer({ exportDir, basePath: siteConfig.basePath })
serve({ fetch: app.fetch, port: env.PORT })
