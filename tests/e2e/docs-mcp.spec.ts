/**
 * The docs MCP server at /docs/mcp answers on the Node server and through nginx, which proxies
 * that one path to it: the same JSON-RPC answers from both.
 */
import { nginxServer, nodeServer } from './servers'
import { expect, test } from './support/test'

const HEADERS = {
  Accept: 'application/json, text/event-stream',
  'Content-Type': 'application/json',
}
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'e2e', version: '1' },
  },
}
const readGuide = {
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name: 'get_page', arguments: { path: '/guides/auth/passwords' } },
}

for (const [name, origin] of [
  ['the Node server', nodeServer.origin],
  ['nginx', nginxServer.origin],
] as const) {
  test(`${name} answers the docs MCP server at /docs/mcp`, async ({ request }) => {
    const hello = await request.post(`${origin}/docs/mcp`, { headers: HEADERS, data: initialize })
    expect(hello.status()).toBe(200)
    const { result } = (await hello.json()) as { result: { serverInfo: { name: string } } }
    expect(result.serverInfo.name).toBe('plinth-docs')

    const page = await request.post(`${origin}/docs/mcp`, { headers: HEADERS, data: readGuide })
    const answer = (await page.json()) as { result: { content: { text: string }[] } }
    expect(answer.result.content[0]?.text).toMatch(/^# Password-based sign-in/)
  })
}
