import type { PgliteExtensionName } from '../../lib/sql-engine/pglite-extensions'
import type {
  BlockOutcome,
  EngineEvent,
  EngineRequest,
  EngineStage,
  RunAs,
} from '../../lib/sql-engine/protocol'

/** How a request ended: the block's outcome, a fresh database, or no engine at all. */
export type EngineAnswer =
  | { kind: 'ran'; outcome: BlockOutcome }
  | { kind: 'reset' }
  | { kind: 'unavailable'; reason: string }

interface Pending {
  onStage: (stage: EngineStage) => void
  settle: (answer: EngineAnswer) => void
}

/** A request before it is numbered. */
type Request =
  { kind: 'run'; sql: string; runAs: RunAs; extensions: PgliteExtensionName[] } | { kind: 'reset' }

function answerOf(event: Exclude<EngineEvent, { kind: 'progress' }>): EngineAnswer {
  switch (event.kind) {
    case 'ran':
      return { kind: 'ran', outcome: event.outcome }
    case 'reset':
      return { kind: 'reset' }
    case 'unavailable':
      return { kind: 'unavailable', reason: event.reason }
  }
}

/** Why the worker's script did not start, in words for the reader. */
function scriptFailure(): string {
  return navigator.onLine
    ? 'its script did not load from this site (blocked, or not part of this build)'
    : 'you are offline, and it was not loaded before'
}

/**
 * The page's side of the SQL engine's worker, started on the first request. Requests are answered
 * in order; when the worker cannot start, every waiting request hears why and the next one tries
 * again with a new worker.
 */
export class EngineClient {
  private worker: Worker | null = null
  private readonly pending = new Map<number, Pending>()
  private nextId = 1

  private start(): Worker {
    // This module is bundled into the SQL engine's folder, beside the worker (SQL_ENGINE_WORKER_PATH).
    const worker = new Worker(new URL('worker.js', import.meta.url), {
      type: 'module',
      name: 'sql-engine',
    })
    worker.addEventListener('message', (event: MessageEvent<EngineEvent>) =>
      this.receive(event.data),
    )
    worker.addEventListener('error', () => this.fail(scriptFailure()))
    return worker
  }

  private receive(event: EngineEvent) {
    const pending = this.pending.get(event.id)
    if (!pending) return
    if (event.kind === 'progress') {
      pending.onStage(event.stage)
      return
    }
    this.pending.delete(event.id)
    pending.settle(answerOf(event))
  }

  private fail(reason: string) {
    this.worker?.terminate()
    this.worker = null
    for (const pending of this.pending.values()) pending.settle({ kind: 'unavailable', reason })
    this.pending.clear()
  }

  private send(request: Request, onStage: (stage: EngineStage) => void): Promise<EngineAnswer> {
    const id = this.nextId++
    this.worker ??= this.start()
    const worker = this.worker
    return new Promise((settle) => {
      this.pending.set(id, { onStage, settle })
      worker.postMessage({ ...request, id } satisfies EngineRequest)
    })
  }

  /** Runs `sql`; a database this starts can create `extensions`, those the page's blocks create. */
  run(
    sql: string,
    runAs: RunAs,
    extensions: PgliteExtensionName[],
    onStage: (stage: EngineStage) => void,
  ): Promise<EngineAnswer> {
    return this.send({ kind: 'run', sql, runAs, extensions }, onStage)
  }

  /** A fresh database for the next run; no worker is started for it. */
  async reset(): Promise<void> {
    if (this.worker) await this.send({ kind: 'reset' }, () => {})
  }
}
