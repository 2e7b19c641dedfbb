import type { PGlite } from '@electric-sql/pglite'
import { ACT_AS_PAGE_AUTHOR, pageDatabaseSetup } from './page-author'
import type { PgliteExtensionName } from './pglite-extensions'
import { type BlockOutcome, type Column, type EngineStage, isUserId, type RunAs } from './protocol'
import { type QueryAnswer, type RawColumn, readQueryAnswer } from './statement-results'

/** Postgres for one page: a way to start a fresh database and to write a simple query. */
export interface EngineBackend {
  /** A fresh database that can create `extensions` (and no other extension of PGlite's). */
  create(extensions: readonly PgliteExtensionName[]): Promise<PGlite>
  /** The protocol message of a simple query: what `exec` sends, the way the tests run blocks. */
  serializeQuery(sql: string): Uint8Array
}

interface OpenDatabase {
  db: PGlite
  backend: EngineBackend
}

/** The settings the platform schema's `auth.uid()`, `auth.role()` and `auth.jwt()` read. */
const CLAIM_SETTINGS = ['request.jwt.claim.sub', 'request.jwt.claim.role', 'request.jwt.claims']

/** The session's role and claims, to put back after a block ran as someone else. */
type SessionIdentity = { role: string; claims: string[] }

function claimsOf(runAs: Exclude<RunAs, { role: 'page' }>): string[] {
  const sub = runAs.role === 'authenticated' ? runAs.userId : ''
  const claims = runAs.role === 'authenticated' ? { sub, role: runAs.role } : { role: runAs.role }
  return [sub, runAs.role, JSON.stringify(claims)]
}

const SET_IDENTITY = `select set_config('role', $1, false), ${CLAIM_SETTINGS.map(
  (setting, index) => `set_config('${setting}', $${index + 2}, false)`,
).join(', ')}`

/**
 * The database of one guide page, as the content tests build it: the platform schema, the page's
 * superuser, then the page's blocks one simple query each. A block may run as `anon` or as a
 * signed-in user: the session takes that role and those claims for the block, then gets its own
 * back.
 */
export class PageEngine {
  private database: Promise<OpenDatabase> | null = null

  constructor(
    private readonly schema: string,
    private readonly loadBackend: () => Promise<EngineBackend>,
  ) {}

  private async start(
    onStage: (stage: EngineStage) => void,
    extensions: readonly PgliteExtensionName[],
  ): Promise<OpenDatabase> {
    onStage('loading')
    const backend = await this.loadBackend()
    onStage('starting')
    const db = await backend.create(extensions)
    await db.exec(this.schema)
    await db.exec(pageDatabaseSetup(this.schema))
    await db.exec(ACT_AS_PAGE_AUTHOR)
    return { db, backend }
  }

  private open(
    onStage: (stage: EngineStage) => void,
    extensions: readonly PgliteExtensionName[],
  ): Promise<OpenDatabase> {
    this.database ??= this.start(onStage, extensions).catch((error: unknown) => {
      this.database = null
      throw error
    })
    return this.database
  }

  /**
   * Runs one block; rejects only when the engine cannot start. A block that starts the database
   * starts it able to create `extensions`: those the page's blocks create.
   */
  async run(
    sql: string,
    runAs: RunAs,
    onStage: (stage: EngineStage) => void = () => {},
    extensions: readonly PgliteExtensionName[] = [],
  ): Promise<BlockOutcome> {
    if (runAs.role === 'authenticated' && !isUserId(runAs.userId)) {
      throw new RangeError(`the user id must be a UUID, not "${runAs.userId}"`)
    }
    const { db, backend } = await this.open(onStage, extensions)
    const own = runAs.role === 'page' ? null : await this.becomeOther(db, runAs)
    const answer = readQueryAnswer(
      (await db.execProtocol(backend.serializeQuery(sql), { throwOnError: false })).messages,
    )
    const rolledBack = answer.transactionStatus === 'E'
    if (rolledBack) await db.exec('rollback')
    if (own) await this.setIdentity(db, own)
    return {
      statements: await this.namedTypes(db, answer),
      notices: answer.notices,
      error: answer.error,
      rolledBack,
    }
  }

  /** Forgets the database: the next block runs on a fresh one. */
  async reset(): Promise<void> {
    const database = this.database
    this.database = null
    if (database) await (await database.catch(() => null))?.db.close()
  }

  private async becomeOther(db: PGlite, runAs: Exclude<RunAs, { role: 'page' }>) {
    const current = await db.query<Record<string, string | null>>(
      `select current_setting('role') as role, ${CLAIM_SETTINGS.map(
        (setting, index) => `current_setting('${setting}', true) as claim${index}`,
      ).join(', ')}`,
    )
    const row = current.rows[0] ?? {}
    const own: SessionIdentity = {
      role: row['role'] ?? 'none',
      claims: CLAIM_SETTINGS.map((_, index) => row[`claim${index}`] ?? ''),
    }
    await this.setIdentity(db, { role: runAs.role, claims: claimsOf(runAs) })
    return own
  }

  private async setIdentity(db: PGlite, identity: SessionIdentity) {
    await db.query(SET_IDENTITY, [identity.role, ...identity.claims])
  }

  /** The statements with their columns' type names, read from the catalogue. */
  private async namedTypes(db: PGlite, answer: QueryAnswer) {
    const ids = [
      ...new Set(
        answer.statements.flatMap((s) => (s.columns ?? []).map((column) => column.typeId)),
      ),
    ]
    const names = new Map<number, string>()
    if (ids.length > 0) {
      const types = await db.query<{ id: number; name: string }>(
        'select oid::int as id, format_type(oid, null) as name from pg_type where oid = any($1::oid[])',
        [ids],
      )
      for (const type of types.rows) names.set(type.id, type.name)
    }
    const named = (column: RawColumn): Column => ({
      name: column.name,
      type: names.get(column.typeId) ?? `oid ${column.typeId}`,
    })
    return answer.statements.map((statement) => ({
      ...statement,
      columns: statement.columns?.map(named) ?? null,
    }))
  }
}
