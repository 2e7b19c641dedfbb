import { PGlite, protocol } from '@electric-sql/pglite'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type EngineBackend, PageEngine } from './page-engine'
import type { EngineEvent, EngineRequest } from './protocol'
import { type EngineScope, serveEngine } from './worker'

const schema = fs.readFileSync('content/facts/platform-schema.sql', 'utf8')

/** A worker scope in memory: requests go in, events come out in order. */
function scopeFor(engine: PageEngine) {
  const events: EngineEvent[] = []
  let listener: ((event: MessageEvent<EngineRequest>) => void) | null = null
  const scope: EngineScope = {
    postMessage: (event) => events.push(event),
    addEventListener: (_type, handler) => {
      listener = handler
    },
  }
  serveEngine(scope, engine)
  const send = (request: EngineRequest) =>
    listener?.(new MessageEvent('message', { data: request }))
  const settled = (id: number) =>
    expect.poll(() => events.find((e) => e.id === id && e.kind !== 'progress'), { timeout: 60_000 })
  return { events, send, settled }
}

describe('serveEngine', () => {
  it('answers requests in the order they came, with progress before the first result', async () => {
    const started: string[][] = []
    const backend: EngineBackend = {
      create: (extensions) => {
        started.push([...extensions])
        return PGlite.create()
      },
      serializeQuery: (sql) => protocol.serialize.query(sql),
    }
    const { events, send, settled } = scopeFor(new PageEngine(schema, async () => backend))
    const page = { role: 'page' } as const
    send({ id: 1, kind: 'run', sql: 'create table public.t (n int)', runAs: page, extensions: [] })
    send({
      id: 2,
      kind: 'run',
      sql: 'insert into public.t values (1)',
      runAs: page,
      extensions: ['pgtap'],
    })
    send({ id: 3, kind: 'reset' })
    send({
      id: 4,
      kind: 'run',
      sql: "select to_regclass('public.t')",
      runAs: page,
      extensions: ['vector'],
    })
    await settled(4).toBeDefined()
    // Each database starts with the extensions of the request that started it.
    expect(started).toEqual([[], ['vector']])
    expect(events.map((event) => `${event.id} ${event.kind}`)).toEqual([
      '1 progress',
      '1 progress',
      '1 ran',
      '2 ran',
      '3 reset',
      '4 progress',
      '4 progress',
      '4 ran',
    ])
    const last = events.at(-1)
    expect(last?.kind === 'ran' && last.outcome.statements[0]?.rows).toEqual([[null]])
  }, 60_000)

  it('says why Postgres did not load, and tries again on the next request', async () => {
    let attempts = 0
    const { events, send, settled } = scopeFor(
      new PageEngine(schema, async () => {
        attempts += 1
        throw new Error('/docs/sql-engine/pglite-0.3.16/pglite.wasm answered 404')
      }),
    )
    send({ id: 1, kind: 'run', sql: 'select 1', runAs: { role: 'page' }, extensions: [] })
    await settled(1).toMatchObject({ kind: 'unavailable', reason: /answered 404/ })
    send({ id: 2, kind: 'run', sql: 'select 1', runAs: { role: 'page' }, extensions: [] })
    await settled(2).toMatchObject({ kind: 'unavailable' })
    expect(attempts).toBe(2)
    expect(events.filter((event) => event.kind === 'unavailable')).toHaveLength(2)
  })
})
