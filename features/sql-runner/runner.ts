import { sqlRunAttributes as names } from '../../lib/markup/names'
import type { EngineStage } from '../../lib/sql-engine/protocol'
import { EngineClient } from './engine-client'
import { RunnableBlock, runnableBlocks } from './runnable-block'
import './sql-runner.css'

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
  const earlier = blocks.slice(
    0,
    blocks.findIndex((other) => other.figure === block.figure),
  )
  const onStage = (stage: EngineStage) => block.show({ kind: 'loading', stage })
  for (const first of earlier.filter((other) => !ran.has(other.figure))) {
    block.show({ kind: 'replaying', block: first.index })
    const sql = first.sql()
    const answer = await engine.run(sql, { role: 'page' }, onStage)
    if (answer.kind === 'unavailable') {
      block.show({ kind: 'unavailable', reason: answer.reason })
      return
    }
    if (answer.kind !== 'ran') return
    ran.add(first.figure)
    first.show({ kind: 'ran', sql, runAs: { role: 'page' }, outcome: answer.outcome })
    if (answer.outcome.error) {
      block.show({ kind: 'stopped', by: first.index })
      return
    }
  }
  block.show({ kind: 'running' })
  const sql = block.sql()
  const answer = await engine.run(sql, runAs, onStage)
  if (answer.kind === 'unavailable') {
    block.show({ kind: 'unavailable', reason: answer.reason })
    return
  }
  if (answer.kind !== 'ran') return
  ran.add(block.figure)
  block.show({ kind: 'ran', sql, runAs, outcome: answer.outcome })
  for (const other of blocks) other.offerDatabaseReset(true)
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
