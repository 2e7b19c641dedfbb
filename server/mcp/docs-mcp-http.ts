import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { DocsCorpus } from './docs-corpus'
import { createDocsMcpServer, type DocsSearch } from './docs-tools'

/**
 * The docs MCP server over Streamable HTTP, stateless: each request gets its own server and
 * transport and a JSON answer, so no session lives on the server between requests.
 */
export function createDocsMcpHandler(corpus: DocsCorpus, search: DocsSearch) {
  return async (request: Request): Promise<Response> => {
    const server = createDocsMcpServer(corpus, search)
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    await server.connect(transport)
    const response = await transport.handleRequest(request)
    await server.close()
    return response
  }
}
