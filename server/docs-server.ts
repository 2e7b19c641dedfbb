import { Hono } from 'hono'
import { MCP_PATH } from '../lib/address/address'
import { contentSecurityPolicy } from '../lib/serving/content-security-policy'
import { isCrawler } from '../lib/serving/crawlers'
import { type Encoding, negotiateEncoding } from '../lib/serving/encodings'
import { resolveExportFile } from '../lib/serving/export-files'
import {
  MARKDOWN_VARY,
  markdownLink,
  prefersMarkdown,
  requestedTwinPath,
} from '../lib/serving/markdown-negotiation'
import { resolvePage } from '../lib/serving/page-resolution'
import { isPlatformPath } from '../lib/serving/platform-paths'
import { REDIRECT_STATUS, redirectFor } from '../lib/serving/redirects'
import {
  cacheControlFor,
  FRAGMENT_HEADERS,
  isFragment,
  isPage,
  isSqlEngineWorker,
  PAGE_HEADERS,
  SECURITY_HEADERS,
  SQL_ENGINE_WORKER_POLICY,
  varyFor,
} from '../lib/serving/response-headers'
import { createFileCache, type StaticFile } from './file-cache'

export interface DocsServerOptions {
  /** The static export (`out/`). */
  exportDir: string
  basePath: string
  /** Mounted at the origin's root: the local platform API and dashboard. */
  platform?: Hono
  /** Origins besides the docs' own the browser may call (a remote platform API). */
  connectSources?: string[]
  /** The docs MCP server, answered at `{basePath}/mcp`. */
  mcp?: (request: Request) => Promise<Response>
}

/**
 * Serves the static export under the base path, with the local platform beside it. The rules
 * (which file answers a URL, headers, variants) live in `lib/serving`, shared with the nginx
 * configuration the build writes.
 */
export function createDocsServer({
  exportDir,
  basePath,
  platform,
  connectSources,
  mcp,
}: DocsServerOptions): Hono {
  const files = createFileCache(exportDir)
  const fileAt = (sitePath: string, crawler = false) => {
    const absolutePath = resolvePage(exportDir, sitePath, crawler)
    return absolutePath ? files.get(absolutePath) : null
  }
  const policies = new Map<string, string>()
  const policyFor = (file: StaticFile) => {
    let policy = policies.get(file.absolutePath)
    if (!policy) {
      policy = contentSecurityPolicy(new TextDecoder().decode(file.body), connectSources)
      policies.set(file.absolutePath, policy)
    }
    return policy
  }

  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    // Docs answers carry their headers from the start: touching the headers of a finished
    // response makes @hono/node-server stream its body instead of writing the bytes at once.
    if (!isPlatformPath(c.req.path)) return
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value)
  })

  /** The Markdown twin of a page URL, as its URL and file; null for other URLs. */
  const twinAt = (sitePath: string) => {
    const twinPath = requestedTwinPath(sitePath)
    if (!twinPath) return null
    const absolutePath = resolveExportFile(exportDir, twinPath)
    const file = absolutePath ? files.get(absolutePath) : null
    // Only the file itself: not `x.md.html` or `x.md/index.html`.
    return file?.filePath === twinPath ? { url: `${basePath}${twinPath}`, file } : null
  }

  const respond = (
    file: StaticFile,
    status: 200 | 404,
    acceptEncoding: string | undefined,
    negotiated: { link?: string } | null = null,
  ) => {
    const available = Object.keys(file.variants) as Encoding[]
    const encoding = negotiateEncoding(acceptEncoding, available)
    const body = encoding === 'identity' ? file.body : (file.variants[encoding] ?? file.body)
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'Content-Type': file.contentType,
      'Content-Length': String(body.byteLength),
      'Cache-Control': cacheControlFor(file.filePath),
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    const vary = varyFor(file.filePath, available.length > 0)
    if (negotiated) vary.push(MARKDOWN_VARY)
    if (negotiated?.link) headers['Link'] = negotiated.link
    if (vary.length > 0) headers['Vary'] = vary.join(', ')
    if (isPage(file.filePath)) {
      Object.assign(headers, PAGE_HEADERS)
      headers['Content-Security-Policy'] = policyFor(file)
    } else if (isFragment(file.filePath)) {
      Object.assign(headers, FRAGMENT_HEADERS)
    } else if (isSqlEngineWorker(file.filePath)) {
      headers['Content-Security-Policy'] = SQL_ENGINE_WORKER_POLICY
    }
    return new Response(body, { status, headers })
  }

  const notFound = (acceptEncoding: string | undefined) => {
    const page = fileAt('/404.html')
    if (page) return respond(page, 404, acceptEncoding)
    return new Response('Not found', { status: 404, headers: SECURITY_HEADERS })
  }

  if (platform) app.route('/', platform)
  app.get(
    '/',
    () => new Response(null, { status: 308, headers: { ...SECURITY_HEADERS, Location: basePath } }),
  )

  if (mcp) {
    app.all(`${basePath}${MCP_PATH}`, async (c) => {
      const response = await mcp(c.req.raw)
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        response.headers.set(name, value)
      return response
    })
  }

  app.on(['GET', 'HEAD'], [basePath, `${basePath}/*`], (c) => {
    const sitePath = c.req.path.slice(basePath.length) || '/'
    const movedTo = redirectFor(sitePath)
    if (movedTo) {
      const query = new URL(c.req.url).search
      const Location = `${basePath}${movedTo}${query}`
      return new Response(null, {
        status: REDIRECT_STATUS,
        headers: { ...SECURITY_HEADERS, Location },
      })
    }
    const acceptEncoding = c.req.header('Accept-Encoding')
    const file = fileAt(sitePath, isCrawler(c.req.header('User-Agent')))
    if (!file) return notFound(acceptEncoding)
    const twin = isPage(file.filePath) ? twinAt(sitePath) : null
    if (!twin) return respond(file, 200, acceptEncoding)
    if (prefersMarkdown(c.req.header('Accept'))) return respond(twin.file, 200, acceptEncoding, {})
    return respond(file, 200, acceptEncoding, { link: markdownLink(twin.url) })
  })
  app.notFound((c) => notFound(c.req.header('Accept-Encoding')))
  return app
}
