/**
 * `npm run mcp`: the docs MCP server over stdio, for an editor or agent on this machine. It reads
 * the built export (`npm run build:local` first).
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import fs from 'node:fs'
import path from 'node:path'
import { readDocsCorpus } from './mcp/docs-corpus'
import { createDocsSearch } from './mcp/docs-search'
import { createDocsMcpServer } from './mcp/docs-tools'

const exportDir = path.resolve(process.env.DOCS_EXPORT_DIR ?? 'out')
if (!fs.existsSync(path.join(exportDir, 'llms.txt'))) {
  console.error(`${exportDir} holds no built docs: run \`npm run build:local\` first.`)
  process.exit(1)
}
const server = createDocsMcpServer(readDocsCorpus(exportDir), createDocsSearch(exportDir))
await server.connect(new StdioServerTransport())
