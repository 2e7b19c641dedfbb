import type { BlockOutcome, EngineStage, RunAs } from '../../lib/sql-engine/protocol'
import { errorPlace } from './error-place'

/** What one runnable block shows under its code: one state at a time. */
export type BlockState =
  | { kind: 'idle' }
  /** Postgres is loading or starting for the page's first run. */
  | { kind: 'loading'; stage: EngineStage }
  /** The SQL of the guide the page builds on (its frontmatter's `sqlSetup`) runs first. */
  | { kind: 'setting-up'; title: string }
  /** That SQL failed: nothing of the page ran. */
  | { kind: 'setup-failed'; title: string; message: string }
  /** An earlier block of the page runs first, as the tests run them, in page order. */
  | { kind: 'replaying'; block: number }
  | { kind: 'running' }
  | { kind: 'ran'; sql: string; runAs: RunAs; outcome: BlockOutcome }
  /** An earlier block failed while it ran first: this one did not run. */
  | { kind: 'stopped'; by: number }
  /** Postgres could not load: offline, blocked or not served. */
  | { kind: 'unavailable'; reason: string }
  /** The run was refused before it reached Postgres (a user id that is not a UUID). */
  | { kind: 'refused'; reason: string }
  /** The page's database was reset from this block. */
  | { kind: 'fresh' }

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

function asWhom(runAs: RunAs): string {
  if (runAs.role === 'anon') return ' as anon'
  if (runAs.role === 'authenticated') return ` as authenticated user ${runAs.userId}`
  return ''
}

function ranText({ sql, runAs, outcome }: Extract<BlockState, { kind: 'ran' }>): string {
  const who = asWhom(runAs)
  if (outcome.error) {
    const place = outcome.error.position ? errorPlace(sql, outcome.error.position) : null
    const where = place ? ` (line ${place.line})` : ''
    return `Error${who}: ${outcome.error.message}${where}.`
  }
  const last = outcome.statements.at(-1)
  if (!last) return `Ran${who}: nothing to run.`
  const answer = last.columns ? plural(last.rowCount, 'row') : last.command
  const count = outcome.statements.length
  return count === 1
    ? `Ran${who}: ${answer}.`
    : `Ran ${plural(count, 'statement')}${who}; the last: ${answer}.`
}

/** The sentence the block's live region says for a state. */
export function statusText(state: BlockState): string {
  switch (state.kind) {
    case 'idle':
      return ''
    case 'loading':
      return state.stage === 'loading'
        ? 'Loading Postgres into this page, once…'
        : 'Starting Postgres with the platform schema…'
    case 'setting-up':
      return `Running the SQL of “${state.title}” first: this page builds on its tables…`
    case 'setup-failed':
      return `The SQL of “${state.title}”, which this page builds on, failed when it ran first (${state.message}). Reset the database, then run again.`
    case 'replaying':
      return `Running block ${state.block} first, as the page does…`
    case 'running':
      return 'Running…'
    case 'ran':
      return ranText(state)
    case 'stopped':
      return `Block ${state.by} failed when it ran first: change or reset it, then run this block again.`
    case 'unavailable':
      return `Postgres could not load: ${state.reason}. The page works as before; run again to retry.`
    case 'refused':
      return state.reason
    case 'fresh':
      return 'Fresh database: the platform schema and nothing else. Runs start again from the top.'
  }
}
