import {
  SQL_ACTION_ATTRIBUTE,
  SQL_BLOCK_ATTRIBUTE,
  SQL_STATUS_ATTRIBUTE,
} from '../../lib/markup/names'
import type * as Runner from './runner'

let runner: Promise<typeof Runner> | null = null

/** The runner's stylesheet, beside this script (`/sql-engine/sql-runner.css`), once it has loaded. */
function loadStylesheet(): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = new URL('sql-runner.css', import.meta.url).href
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      reject(new Error(`${link.href} did not load`))
    }
    document.head.append(link)
  })
}

/** The runner and its stylesheet, loaded once: on the first focus or press of a block's control. */
function loadRunner(): Promise<typeof Runner> {
  runner ??= Promise.all([import('./runner'), loadStylesheet()]).then(
    ([loaded]) => loaded,
    (error: unknown) => {
      runner = null
      throw error
    },
  )
  return runner
}

const controlOf = (event: Event) =>
  event.target instanceof Element
    ? event.target.closest(`figure[${SQL_BLOCK_ATTRIBUTE}] button[${SQL_ACTION_ATTRIBUTE}]`)
    : null

function onFocus(event: FocusEvent) {
  if (controlOf(event)) void loadRunner().catch(() => {})
}

function onClick(event: MouseEvent) {
  const control = controlOf(event)
  if (!control) return
  loadRunner().then(
    (loaded) => loaded.act(control),
    () => {
      const status = control
        .closest(`figure[${SQL_BLOCK_ATTRIBUTE}]`)
        ?.querySelector(`[${SQL_STATUS_ATTRIBUTE}]`)
      if (status)
        status.textContent = 'The SQL runner could not load; check the connection and press again.'
    },
  )
}

/**
 * Makes the Run controls of SQL blocks work on any page, for the page's life: a listener at the
 * document that loads the runner on first use and hands it every press.
 */
export function installSqlRunTrigger(): void {
  document.addEventListener('focusin', onFocus)
  document.addEventListener('click', onClick)
}
