import type { PgliteExtensionName } from './pglite-extensions'

/**
 * What the page and the SQL engine's worker say to each other. The page sends one request at a
 * time per block; the worker answers each with progress events, then one final event.
 */

/** Whom a block runs as. */
export type RunAs =
  /** As the page's blocks run in the tests: the page's superuser, in whatever role the page set. */
  | { role: 'page' }
  /** The API's role for requests without a signed-in user: `auth.uid()` is null. */
  | { role: 'anon' }
  /** A signed-in user: `auth.uid()` returns `userId`. */
  | { role: 'authenticated'; userId: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A user id `auth.uid()` can return: a UUID. */
export const isUserId = (text: string) => UUID.test(text)

export type EngineRequest =
  | {
      id: number
      kind: 'run'
      sql: string
      runAs: RunAs
      /** The extensions the page's blocks create: a database this request starts can create them. */
      extensions: PgliteExtensionName[]
    }
  /** A fresh database: the platform schema and nothing the page's blocks did. */
  | { id: number; kind: 'reset' }

/** What the engine is doing before it can answer the first request. */
export type EngineStage = 'loading' | 'starting'

export interface Column {
  name: string
  /** The type as Postgres writes it (`uuid`, `timestamp with time zone`). */
  type: string
}

/** One statement of a block: its command tag, and its rows when it returned any. */
export interface StatementResult {
  /** The command tag: `SELECT 2`, `INSERT 0 1`, `CREATE TABLE`. */
  command: string
  /** Null for a statement that returns no rows (`insert` without `returning`, `create`...). */
  columns: Column[] | null
  /** Values as Postgres writes them as text; null is SQL null. At most `MAX_ROWS`. */
  rows: (string | null)[][]
  /** How many rows the statement returned, shown or not. */
  rowCount: number
}

export interface SqlError {
  message: string
  severity: string
  code: string | null
  /** 1-based character offset of the error in the block's text, when Postgres gives one. */
  position: number | null
  detail: string | null
  hint: string | null
}

/** How a block went: the statements that completed, then the error that stopped it, if any. */
export interface BlockOutcome {
  statements: StatementResult[]
  /** Notices and warnings the block raised, as `NOTICE: text`. */
  notices: string[]
  error: SqlError | null
  /** The block left a failed transaction open; it was rolled back so the next block can run. */
  rolledBack: boolean
}

export type EngineEvent =
  | { id: number; kind: 'progress'; stage: EngineStage }
  | { id: number; kind: 'ran'; outcome: BlockOutcome }
  | { id: number; kind: 'reset' }
  /** The engine could not load (offline, blocked, not served): why, for the reader. */
  | { id: number; kind: 'unavailable'; reason: string }

/** Rows of one statement sent to the page; the rest are counted, not shown. */
export const MAX_ROWS = 200
