import { sqlRunAttributes as names } from '../../lib/markup/names'
import { extensionsCreatedBy } from '../../lib/sql-engine/pglite-extensions'
import type { EngineStage, RunAs } from '../../lib/sql-engine/protocol'
import { EngineClient } from './engine-client'
import { RunnableBlock, runnableBlocks } from './runnable-block'

const engine = new EngineClient()

/** The page whose blocks the database holds, and which of its blocks have run on it. */
let session: { pathname: string; ran: WeakSet<Element> } | null = null

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
    session = { pathname, ran: new WeakSet() }
  }
  return session
}

/**
 * Runs a block as the content tests would reach it: first every earlier block of the page that
 * has not run on this database yet, in page order, as the page's superuser, then this one as the
 * reader chose.
 */
async function run(block: RunnableBlock) {
  const runAs = block.runAs()
  if (typeof runAs === 'string') {
    block.show({ kind: 'refused', reason: runAs })
    return
  }
  const { ran } = await sessionForPage()
  const blocks = runnableBlocks()
  const position = blocks.findIndex((other) => other.figure === block.figure)
  const earlier = blocks.slice(0, Math.max(position, 0)).filter((other) => !ran.has(other.figure))
  const onStage = (stage: EngineStage) => block.show({ kind: 'loading', stage })
  // The page's blocks as they read now, edits included: the database starts with what they need.
  const extensions = extensionsCreatedBy(blocks.map((other) => other.sql()))

  /** Runs one block's SQL; false when the engine is not there, which the block then says. */
  const runOne = async (target: RunnableBlock, as: RunAs) => {
    const sql = target.sql()
    const answer = await engine.run(sql, as, extensions, onStage)
    if (answer.kind === 'unavailable') {
      // The engine starts over on its next request: so do the page's blocks.
      session = null
      block.show({ kind: 'unavailable', reason: answer.reason })
      return null
    }
    if (answer.kind !== 'ran') return null
    ran.add(target.figure)
    target.show({ kind: 'ran', sql, runAs: as, outcome: answer.outcome })
    for (const other of blocks) other.offerDatabaseReset(true)
    return answer.outcome
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
