import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { contentSecurityPolicy } from './content-security-policy'
import { isCrawler, resolvePage } from './page-resolution'
import { createFileCache, type StaticFile } from './static-files'

export interface DocsServerOptions {
  /** The static export (`out/`). */
  exportDir: string
  basePath: string
  /** Mounted at the origin's root: the local platform API and dashboard. */
  platform?: Hono
  /** Origins besides the docs' own the browser may call (a remote platform API). */
  connectSources?: string[]
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Pagefind's index chunks have hashed names; its entry file, scripts and WebAssembly do not. */
const HASHED_SEARCH_FILE = /^\/pagefind\/(fragment|index|filter)\/|^\/pagefind\/.+\.pf_meta$/

function cacheControl(sitePath: string, file: StaticFile): string {
  if (sitePath.startsWith('/_next/static/') || HASHED_SEARCH_FILE.test(sitePath)) return IMMUTABLE
  return file.contentType.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600'
}

/** Serves the static export under the base path, with the local platform beside it. */
export function createDocsServer({
  exportDir,
  basePath,
  platform,
  connectSources,
}: DocsServerOptions): Hono {
  const files = createFileCache()
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
  app.use(compress())
  app.use(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  })

  const respond = (file: StaticFile, status: 200 | 404, sitePath: string) => {
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': status === 404 ? 'no-cache' : cacheControl(sitePath, file),
    }
    if (file.contentType.startsWith('text/html')) {
      headers['Content-Security-Policy'] = policyFor(file)
      headers['X-Frame-Options'] = 'DENY'
      // Reference section URLs answer crawlers with another page than readers.
      if (sitePath.startsWith('/reference/')) headers['Vary'] = 'User-Agent'
    }
    return new Response(file.body, { status, headers })
  }

  const notFound = () => {
    const page = fileAt('/404.html')
    return page ? respond(page, 404, '/404.html') : new Response('Not found', { status: 404 })
  }

  if (platform) app.route('/', platform)
  app.get('/', (c) => c.redirect(basePath, 308))

  app.on(['GET', 'HEAD'], [basePath, `${basePath}/*`], (c) => {
    const sitePath = c.req.path.slice(basePath.length) || '/'
    const file = fileAt(sitePath, isCrawler(c.req.header('User-Agent')))
    return file ? respond(file, 200, sitePath) : notFound()
  })
  app.notFound(() => notFound())
  return app
}
