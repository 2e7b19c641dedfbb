import { escapeRegex } from '../escape-regex'
import type { FlightRow } from './flight-rows'
import {
  elementProps,
  keptRows,
  PayloadModels,
  rowModel,
  withRewrittenModels,
  type Json,
} from './inline-payload'

/**
 * Every script a client component of the payload needs: its `I` row lists the chunks the browser
 * loads before it runs the component (`PayloadModels.clientImport`).
 */
function clientReferenceChunks(rows: readonly FlightRow[], payload: PayloadModels): Set<string> {
  const chunks = new Set<string>()
  for (const row of rows) {
    const list = payload.clientImport(row.id)?.[1]
    if (!Array.isArray(list)) continue
    for (const item of list) {
      const path = payload.dedupedString(item)
      if (path !== null) chunks.add(path)
    }
  }
  return chunks
}

/**
 * How Next.js writes a script of the page in its HTML: an async script tag, in the head or the
 * body, or a preload of it. `source` is a pattern of its src; a group in it is captured once for
 * each form.
 */
export function nextScriptTags(source: string): RegExp {
  return new RegExp(
    `<script src="${source}" async=""></script>|<link rel="preload" as="script" fetchPriority="low" href="${source}"/>`,
    'g',
  )
}

/** The src of a script element of the payload (`["$","script",key,{"src":…}]`), else null. */
function scriptSource(value: Json | undefined): string | null {
  if (!Array.isArray(value) || value[1] !== 'script') return null
  const src = elementProps(value)?.src
  return typeof src === 'string' ? src : null
}

/** A chunk of Next.js's build, as a script's src names it. */
const NEXT_CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/

/**
 * The chunks of Next.js's build that the payload's script elements load: those it names for each
 * segment of the page. Other scripts (the SQL blocks' controls) are the page's own, not these.
 */
function payloadChunkScripts(rows: readonly FlightRow[]): Set<string> {
  const sources = new Set<string>()
  const visit = (value: Json | undefined) => {
    const source = scriptSource(value)
    if (source !== null) {
      if (NEXT_CHUNK.test(source)) sources.add(source)
    } else if (Array.isArray(value)) value.forEach(visit)
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit)
  }
  for (const row of rows) if (row.text.includes('"script"')) visit(rowModel(row))
  return sources
}

/** Takes every script element of `value` loading one of `sources` out of its list. */
function removeScripts(
  value: Json,
  sources: ReadonlySet<string>,
  rowScript: (id: string) => boolean,
): boolean {
  let changed = false
  if (Array.isArray(value)) {
    for (let index = value.length - 1; index >= 0; index--) {
      const item = value[index] as Json
      const reference = typeof item === 'string' ? /^\$L?([0-9a-f]+)$/.exec(item)?.[1] : undefined
      const source = scriptSource(item)
      if ((source !== null && sources.has(source)) || (reference && rowScript(reference))) {
        value.splice(index, 1)
        changed = true
      } else {
        changed = removeScripts(item, sources, rowScript) || changed
      }
    }
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value))
      changed = removeScripts(item, sources, rowScript) || changed
  }
  return changed
}

/**
 * `page` and its payload `rows` without the scripts of Next.js's build that no client component
 * left in the payload needs: their tags and preloads in the HTML, their elements in the payload
 * (React would add them again as it hydrates), and the rows only those used. Throws when a row
 * left still names one.
 */
export function withoutUnneededScripts(
  page: string,
  rows: readonly FlightRow[],
): { page: string; rows: FlightRow[] } {
  const payload = new PayloadModels(rows)
  const needed = clientReferenceChunks(rows, payload)
  const sources = new Set([...payloadChunkScripts(rows)].filter((chunk) => !needed.has(chunk)))
  if (sources.size === 0) return { page, rows: [...rows] }
  const rowScript = (id: string) => {
    const source = scriptSource(payload.model(id))
    return source !== null && sources.has(source)
  }
  const names = (text: string) =>
    [...sources].some((source) => text.includes(JSON.stringify(source)))
  const rewritten = withRewrittenModels(rows, names, (model) =>
    removeScripts(model, sources, rowScript),
  )
  const kept = keptRows(rows, rewritten)
  const stray = kept.find((row) => names(row.text))
  if (stray) throw new Error(`payload row ${stray.id} still names ${[...sources].join(', ')}`)
  let html = page
  for (const source of sources) html = html.replace(nextScriptTags(escapeRegex(source)), '')
  return { page: html, rows: kept }
}
