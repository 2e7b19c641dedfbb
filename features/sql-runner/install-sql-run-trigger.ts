import { sqlRunAttributes as names } from '../../lib/markup/names'
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
    ? event.target.closest(`figure[${names.block}] button[${names.action}]`)
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
      const status = control.closest(`figure[${names.block}]`)?.querySelector(`[${names.status}]`)
      if (status)
        status.textContent = 'The SQL runner could not load; check the connection and press again.'
    },
  )
}

/**
 * Makes the Run controls of SQL blocks work on any page: a listener at the document that loads
 * the runner on first use and hands it every press. Returns the function that removes it.
 */
export function installSqlRunTrigger(): () => void {
  document.addEventListener('focusin', onFocus)
  document.addEventListener('click', onClick)
  return () => {
    document.removeEventListener('focusin', onFocus)
    document.removeEventListener('click', onClick)
  }
}
