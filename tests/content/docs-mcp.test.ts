/**
 * The docs MCP server driven by the SDK's own client over both transports: Streamable HTTP on the
 * Node server (`/docs/mcp`) and stdio (`npm run mcp`), against the built export.
 */
import { serve, type ServerType } from '@hono/node-server'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MCP_PATH } from '../../lib/address/address'
import { siteConfig } from '../../site.config'
import { createDocsServer } from '../../server/docs-server'
import { readDocsCorpus } from '../../server/mcp/docs-corpus'
import { createDocsMcpHandler } from '../../server/mcp/docs-mcp-http'
import { createDocsSearch } from '../../server/mcp/docs-search'
import { MAX_ANSWER_CHARS } from '../../server/mcp/docs-tools'

const exportDir = path.resolve('out')
const site = `${siteConfig.siteUrl}${siteConfig.basePath}`

interface ToolAnswer {
  isError?: boolean
  content: { type: string; text?: string }[]
}

const textOf = (answer: unknown) => {
  const { content } = answer as ToolAnswer
  return content.map((part) => part.text ?? '').join('')
}

let server: ServerType
let httpClient: Client
let stdioClient: Client

beforeAll(async () => {
  const app = createDocsServer({
    exportDir,
    basePath: siteConfig.basePath,
    mcp: createDocsMcpHandler(readDocsCorpus(exportDir), createDocsSearch(exportDir)),
  })
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const { port } = server.address() as AddressInfo
  httpClient = new Client({ name: 'docs-test', version: '1.0.0' })
  await httpClient.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}${siteConfig.basePath}${MCP_PATH}`)),
  )
  stdioClient = new Client({ name: 'docs-test', version: '1.0.0' })
  await stdioClient.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [createRequire(import.meta.url).resolve('tsx/cli'), 'server/mcp-stdio.ts'],
      stderr: 'pipe',
    }),
  )
}, 60_000)

afterAll(async () => {
  await httpClient.close()
  await stdioClient.close()
  server.close()
})

describe.each([
  ['Streamable HTTP', () => httpClient],
  ['stdio', () => stdioClient],
])('the docs MCP server over %s', (_transport, client) => {
  it('offers the four read-only tools', async () => {
    const { tools } = await client().listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_page', 'get_reference', 'list_pages', 'search_docs'])
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true)
  })

  it('searches like the site: the guide that teaches a concept comes with its URL and an excerpt', async () => {
    const answer = await client().callTool({ name: 'search_docs', arguments: { query: 'row level security' } })
    const { hits } = JSON.parse(textOf(answer)) as { hits: { title: string; url: string; excerpt: string }[] }
    expect(hits.length).toBeGreaterThan(3)
    expect(hits.length).toBeLessThanOrEqual(10)
    expect(hits.slice(0, 3).some((hit) => hit.url.startsWith(`${site}/guides/database/postgres/row-level-security`))).toBe(true)
    for (const hit of hits) {
      expect(hit.title.length).toBeGreaterThan(0)
      expect(hit.excerpt).not.toContain('<mark>')
    }
  }, 60_000)

  it('narrows a search to one library', async () => {
    const answer = await client().callTool({
      name: 'search_docs',
      arguments: { query: 'upload a file', library: 'python' },
    })
    const { hits } = JSON.parse(textOf(answer)) as { hits: { url: string }[] }
    expect(hits.length).toBeGreaterThan(0)
    for (const hit of hits) expect(hit.url.startsWith(`${site}/reference/python/`)).toBe(true)
  }, 60_000)

  it('reads a guide as Markdown by path or URL', async () => {
    for (const pagePath of ['/guides/auth', 'auth', `${site}/guides/auth.md`]) {
      const text = textOf(await client().callTool({ name: 'get_page', arguments: { path: pagePath } }))
      expect(text, pagePath).toMatch(/^# /)
    }
  })

  it('reads a reference section by id or by function name, in the version asked for', async () => {
    const byName = textOf(
      await client().callTool({ name: 'get_reference', arguments: { library: 'javascript', section: 'signInWithPassword' } }),
    )
    expect(byName).toContain(`${site}/reference/javascript/auth-signinwithpassword`)
    const older = textOf(
      await client().callTool({
        name: 'get_reference',
        arguments: { library: 'javascript', version: 'v1', section: 'signIn' },
      }),
    )
    expect(older).toContain(`${site}/reference/javascript/v1/auth-signin`)
    const notInV1 = await client().callTool({
      name: 'get_reference',
      arguments: { library: 'javascript', version: 'v1', section: 'signInWithPassword' },
    })
    expect((notInV1 as ToolAnswer).isError).toBe(true)
  })

  it('lists an area’s pages in menu order', async () => {
    const { pages } = JSON.parse(textOf(await client().callTool({ name: 'list_pages', arguments: { area: 'storage' } }))) as {
      pages: { path: string }[]
    }
    expect(pages[0]?.path).toBe('/guides/storage')
    expect(pages.length).toBeGreaterThan(5)
  })

  it('answers bad input with clear errors and reads nothing outside the docs', async () => {
    const missing = await client().callTool({ name: 'search_docs', arguments: {} })
    expect((missing as ToolAnswer).isError).toBe(true)
    expect(textOf(missing)).toMatch(/query/)
    const badArea = await client().callTool({ name: 'list_pages', arguments: { area: '../../etc' } })
    expect((badArea as ToolAnswer).isError).toBe(true)
    for (const escape of ['../../package.json', '/etc/passwd', '/guides/../../README']) {
      const answer = await client().callTool({ name: 'get_page', arguments: { path: escape } })
      expect((answer as ToolAnswer).isError, escape).toBe(true)
      expect(textOf(answer)).toMatch(/^No guide at /)
    }
    const unknownTool = await client().callTool({ name: 'delete_page', arguments: {} })
    expect((unknownTool as ToolAnswer).isError).toBe(true)
    expect(textOf(unknownTool)).toMatch(/delete_page/)
    const noSection = await client().callTool({
      name: 'get_reference',
      arguments: { library: 'python', section: 'noSuchFunction' },
    })
    expect(textOf(noSection)).toMatch(/^No section noSuchFunction in the Python v2 reference/)
  })

  it('bounds every answer', async () => {
    const text = textOf(await client().callTool({ name: 'get_page', arguments: { path: '/guides/platform/regions' } }))
    expect(text.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS + 200)
  })
})
