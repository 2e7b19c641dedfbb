import { transformSync } from 'esbuild'
import { EARLY_PRESS_GLOBAL } from '../browser/early-press'
import { escapeRegex } from '../escape-regex'
import { SQL_ACTION_ATTRIBUTE } from '../markup/names'
import { nextScriptTags } from './client-chunks'
import { exportScript, type ExportScript } from './export-scripts'

/** An app script of the page (one below `prefix`) as Next.js writes it, or its preload. */
const appScript = (prefix: string) => nextScriptTags(`(${escapeRegex(prefix)}[^"]+\\.js)`)

/**
 * Buttons that do nothing until the app answers them: not those that open a popover or submit a
 * form, which the browser answers itself, nor a SQL block's controls, which their own script
 * answers (`installSqlRunTrigger`).
 */
export const APP_BUTTONS = `button[type=button]:not([popovertarget]):not([${SQL_ACTION_ATTRIBUTE}])`

/**
 * Adds the scripts it is given to the page, async, once its first contentful paint has reached the
 * screen (the browser reports it; two animation frames on where it cannot), or at once when the
 * page is hidden, as a tab opened in the background is: it paints nothing. Until the app has
 * hydrated (`replayEarlyPress`), it takes every press of the app's buttons (`APP_BUTTONS`) before
 * anything else on the page sees it, and keeps the last for the app to press again: a reader's
 * click on Search before the scripts have run is not lost, and one made while React hydrates is
 * not answered twice. A string, not a function's source: run under tsx, a function's source
 * carries esbuild's `__name` helper, which the page does not have.
 */
const LOAD_AFTER_FIRST_PAINT = `(sources) => {
  const early = { pressed: null }
  const keep = (event) => {
    const button = event.target.closest?.('${APP_BUTTONS}')
    if (button) {
      event.stopPropagation()
      early.pressed = button
    }
  }
  addEventListener('click', keep, true)
  early.stop = () => removeEventListener('click', keep, true)
  self.${EARLY_PRESS_GLOBAL} = early
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    for (const source of sources) {
      const script = document.createElement('script')
      script.src = source
      script.async = true
      document.head.append(script)
    }
  }
  if (document.visibilityState === 'hidden') return load()
  document.addEventListener('visibilitychange', load, { once: true })
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) load()
    }).observe({ type: 'paint', buffered: true })
  } else {
    requestAnimationFrame(() => requestAnimationFrame(load))
  }
}`

/** Each set of sources' loader: pages share a few sets, and minifying is the slow part. */
const loaders = new Map<string, ExportScript>()

/**
 * The script that loads `sources` after the first paint, minified, as a file of the export: every
 * page with the same scripts shares it, and it costs a page's HTML one tag instead of its text.
 */
export function afterFirstPaintLoader(sources: readonly string[]): ExportScript {
  const key = JSON.stringify(sources)
  const known = loaders.get(key)
  if (known !== undefined) return known
  const call = `(${LOAD_AFTER_FIRST_PAINT})(${key})`
  const { code } = transformSync(call, { minify: true, target: 'es2020' })
  const loader = exportScript(code)
  loaders.set(key, loader)
  return loader
}

/**
 * `page` with the app's scripts (those under `basePath`'s `_next/static/`) loaded after its first
 * paint (`LOAD_AFTER_FIRST_PAINT`) instead of from its head: the page is whole in its HTML, and
 * the scripts only make parts of it interactive. Requested with the HTML, they take bandwidth from
 * it and its stylesheet on a slow connection, and the first paint waits. They keep the order the
 * page named them in. The loader is a file (`script`, which the caller writes into the export),
 * named at the end of the head, async: it runs as soon as it arrives, before the first paint on
 * all but the slowest connections. Returns `page` unchanged, and no script, when it has none.
 */
export function withScriptsAfterFirstPaint(
  page: string,
  basePath: string,
): { page: string; script: ExportScript | null } {
  const sources: string[] = []
  const rewritten = page.replace(
    appScript(`${basePath}/_next/static/`),
    (_tag, script: string | undefined, preload: string | undefined) => {
      const source = script ?? preload ?? ''
      if (!sources.includes(source)) sources.push(source)
      return ''
    },
  )
  if (sources.length === 0) return { page, script: null }
  const headEnd = rewritten.indexOf('</head>')
  if (headEnd === -1) throw new Error('the page has no </head> to load its scripts from')
  const script = afterFirstPaintLoader(sources)
  const tag = `<script src="${basePath}/${script.path}" async=""></script>`
  return { page: `${rewritten.slice(0, headEnd)}${tag}${rewritten.slice(headEnd)}`, script }
}
