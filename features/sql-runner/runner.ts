import { sqlRunAttributes as names } from '../../lib/markup/names'
import { extensionsCreatedBy } from '../../lib/sql-engine/pglite-extensions'
import type { EngineStage, RunAs } from '../../lib/sql-engine/protocol'
import { EngineClient } from './engine-client'
import { RunnableBlock, runnableBlocks } from './runnable-block'

const engine = new EngineClient()

/**
 * The page whose blocks the database holds, which of its blocks have run on it, and whether the
 * SQL the page builds on has.
 */
let session: { pathname: string; ran: WeakSet<Element>; setUp: boolean } | null = null

/** Runs and resets one after another, as the reader asked for them. */
let queue = Promise.resolve()
const enqueue = (task: () => Promise<void>) => {
  queue = queue.then(task, task)
}

/** The database for the page in view: a fresh one when the reader moved to another page. */
async function sessionForPage() {
  const { pathname } = window.location
  if (session?.pathname !== pathname) {
    if (session) await engine.reset()
    session = { pathname, ran: new WeakSet(), setUp: false }
  }
  return session
}

/** What the page's SQL builds on (`SqlSetupData`); null when it names nothing, or nothing readable. */
function pageSetup(): { title: string; blocks: string[] } | null {
  const text = document.querySelector(`script[${names.setup}]`)?.textContent
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { title, blocks } = value as Record<string, unknown>
    if (typeof title !== 'string' || !Array.isArray(blocks)) return null
    if (!blocks.every((sql): sql is string => typeof sql === 'string')) return null
    return { title, blocks }
  } catch {
    return null
  }
}

/**
 * Runs a block as the content tests would reach it: first the SQL the page builds on, if it names
 * any and it has not run on this database yet, then every earlier block of the page that has not,
 * in page order, as the page's superuser, then this one as the reader chose.
 */
async function run(block: RunnableBlock) {
  const runAs = block.runAs()
  if (typeof runAs === 'string') {
    block.show({ kind: 'refused', reason: runAs })
    return
  }
  const current = await sessionForPage()
  const { ran } = current
  const blocks = runnableBlocks()
  const position = blocks.findIndex((other) => other.figure === block.figure)
  const earlier = blocks.slice(0, Math.max(position, 0)).filter((other) => !ran.has(other.figure))
  const onStage = (stage: EngineStage) => block.show({ kind: 'loading', stage })
  const setup = pageSetup()
  // The page's blocks as they read now, edits included: the database starts with what they need.
  const extensions = extensionsCreatedBy([
    ...(setup?.blocks ?? []),
    ...blocks.map((other) => other.sql()),
  ])

  /**
   * Runs SQL on the page's database; null when the engine is not there, which the block then says.
   */
  const runSql = async (sql: string, as: RunAs) => {
    const answer = await engine.run(sql, as, extensions, onStage)
    if (answer.kind === 'unavailable') {
      // The engine starts over on its next request: so do the page's blocks.
      session = null
      block.show({ kind: 'unavailable', reason: answer.reason })
      return null
    }
    if (answer.kind !== 'ran') return null
    for (const other of blocks) other.offerDatabaseReset(true)
    return answer.outcome
  }

  /** Runs one block's SQL and shows how it went under it; null as `runSql`. */
  const runOne = async (target: RunnableBlock, as: RunAs) => {
    const sql = target.sql()
    const outcome = await runSql(sql, as)
    if (!outcome) return null
    ran.add(target.figure)
    target.show({ kind: 'ran', sql, runAs: as, outcome })
    return outcome
  }

  if (setup && !current.setUp) {
    for (const sql of setup.blocks) {
      block.show({ kind: 'setting-up', title: setup.title })
      const outcome = await runSql(sql, { role: 'page' })
      if (!outcome) return
      if (outcome.error) {
        block.show({ kind: 'setup-failed', title: setup.title, message: outcome.error.message })
        return
      }
    }
    current.setUp = true
  }

  for (const first of earlier) {
    block.show({ kind: 'replaying', block: first.index })
    const outcome = await runOne(first, { role: 'page' })
    if (!outcome) return
    if (outcome.error) {
      block.show({ kind: 'stopped', by: first.index })
      return
    }
  }
  block.show({ kind: 'running' })
  await runOne(block, runAs)
}

async function resetDatabase(block: RunnableBlock) {
  await engine.reset()
  session = null
  for (const other of runnableBlocks()) {
    other.show({ kind: 'idle' })
    other.offerDatabaseReset(false)
  }
  block.show({ kind: 'fresh' })
  block.figure.querySelector<HTMLElement>(`[${names.action}="run"]`)?.focus()
}

/** Does what a block's control says. The trigger hands every press to this, once loaded. */
export function act(control: Element): void {
  const figure = control.closest<HTMLElement>(`figure[${names.block}]`)
  if (!figure) return
  const block = new RunnableBlock(figure)
  switch (control.getAttribute(names.action)) {
    case 'run':
      enqueue(() => run(block))
      break
    case 'edit':
      block.edit()
      break
    case 'reset-block':
      block.resetText()
      break
    case 'reset-database':
      enqueue(() => resetDatabase(block))
      break
  }
}
