import { type EngineBackend, PageEngine } from './page-engine'
import { loadPgliteBackend } from './pglite-backend'
import type { EngineEvent, EngineRequest } from './protocol'

/** The worker's global scope, as far as the engine talks through it. */
export interface EngineScope {
  postMessage(event: EngineEvent): void
  addEventListener(type: 'message', listener: (event: MessageEvent<EngineRequest>) => void): void
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function answer(engine: PageEngine, request: EngineRequest, post: (e: EngineEvent) => void) {
  const { id } = request
  if (request.kind === 'reset') {
    await engine.reset()
    post({ id, kind: 'reset' })
    return
  }
  try {
    const outcome = await engine.run(
      request.sql,
      request.runAs,
      (stage) => post({ id, kind: 'progress', stage }),
      request.extensions,
    )
    post({ id, kind: 'ran', outcome })
  } catch (error) {
    // Postgres did not start, or stopped: the next request starts a fresh database.
    await engine.reset().catch(() => {})
    post({ id, kind: 'unavailable', reason: reasonOf(error) })
  }
}

/**
 * Answers the page's requests in the order they came, one at a time: a block runs only after the
 * blocks before it have.
 */
export function serveEngine(scope: EngineScope, engine: PageEngine): void {
  let queue = Promise.resolve()
  const post = (event: EngineEvent) => scope.postMessage(event)
  scope.addEventListener('message', (event) => {
    queue = queue.then(() => answer(engine, event.data, post))
  })
}

/**
 * The worker's entry: a page's engine on the platform schema, with PGlite loaded from `pgliteFolder`
 * on the first request (and again on the next one if that failed: the reader may be back online).
 */
export function startEngineWorker(
  scope: EngineScope,
  { schema, pgliteFolder }: { schema: string; pgliteFolder: URL },
): void {
  let backend: Promise<EngineBackend> | null = null
  const load = () =>
    (backend ??= loadPgliteBackend(pgliteFolder).catch((error: unknown) => {
      backend = null
      throw error
    }))
  serveEngine(scope, new PageEngine(schema, load))
}
