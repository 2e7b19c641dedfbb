import { parseFlightRows, reachableIds, type FlightRow } from './flight-rows'
import { insertAt } from './insert-html'

/**
 * The attribute of an element whose HTML never changes in the browser: a guide's columns, the
 * header's links, the not-found page. React renders it into the HTML as usual; after the build,
 * `withStaticHtml` takes its content out of the page's RSC payload, so that the reader's browser
 * receives it once, and sets the attribute to `pruned`. From then on React hydrates the element as
 * an empty holder and leaves its HTML alone; the interactive components in it are islands, each
 * hydrated on its own (`components/islands`). In development the attribute stays empty and React
 * owns the element as it owns the rest of the page.
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static'

/** Spread on an element to make it static. */
export const staticHtml = { [STATIC_HTML_ATTRIBUTE]: '' } as const

/** The attribute of an island's holder; its value names the island. */
export const ISLAND_ATTRIBUTE = 'data-island'

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g

const payloadScripts = (page: string) => [...page.matchAll(PAYLOAD_SCRIPT)]

const flightOf = (scripts: RegExpExecArray[]) =>
  scripts.map((script) => (JSON.parse(script[1] ?? '') as [1, string])[1]).join('')

/** The RSC payload a page inlines for React to hydrate from, as one string of rows. */
export const inlinePayload = (page: string): string => flightOf(payloadScripts(page))

/** As Next.js escapes a payload string for an inline script. */
const escapeForScript = (json: string) =>
  json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A React element in a payload row: `["$", type, key, props]`. */
const elementProps = (value: Json[]) =>
  value[0] === '$' && typeof value[1] === 'string' && isRecord(value[3]) ? value[3] : null

/** A JSON row's model (a fresh copy), or undefined for a row of another kind. */
function rowModel(row: FlightRow): Json | undefined {
  const text = row.text.slice(row.id.length + 1, -1)
  return /^[[{"]/.test(text) ? (JSON.parse(text) as Json) : undefined
}

/** The payload's rows by id (the first of an id), each JSON row's model parsed once when asked for. */
class PayloadModels {
  private readonly rows = new Map<string, FlightRow>()
  private readonly models = new Map<string, Json | undefined>()
  constructor(rows: readonly FlightRow[]) {
    for (const row of rows) if (!this.rows.has(row.id)) this.rows.set(row.id, row)
  }
  model(id: string): Json | undefined {
    if (!this.models.has(id)) {
      const row = this.rows.get(id)
      this.models.set(id, row ? rowModel(row) : undefined)
    }
    return this.models.get(id)
  }
  /** The exported name of the client component an `I` row imports, or null for any other row. */
  clientComponent(id: string): string | null {
    const text = this.rows.get(id)?.text
    if (!text?.startsWith(`${id}:I[`)) return null
    const name = (JSON.parse(text.slice(id.length + 2, -1)) as Json[])[2]
    if (typeof name !== 'string') return id
    const deduped = name.startsWith('$') ? this.model(name.slice(1)) : name
    return typeof deduped === 'string' ? deduped : name
  }
}

/**
 * The client components in `value` (part of a static element's content, followed through the rows
 * it refers to) that no island holds: React would never hydrate them.
 */
function componentsOutsideIslands(
  value: Json | undefined,
  payload: PayloadModels,
  seen = new Set<string>(),
): string[] {
  if (typeof value === 'string') {
    const id = /^\$L?([0-9a-f]+)$/.exec(value)?.[1]
    if (!id || seen.has(id)) return []
    seen.add(id)
    return componentsOutsideIslands(payload.model(id), payload, seen)
  }
  if (isRecord(value)) {
    return Object.values(value).flatMap((item) => componentsOutsideIslands(item, payload, seen))
  }
  if (!Array.isArray(value)) return []
  const props = elementProps(value)
  if (!props) return value.flatMap((item) => componentsOutsideIslands(item, payload, seen))
  if (ISLAND_ATTRIBUTE in props) return []
  const type = /^\$L([0-9a-f]+)$/.exec(String(value[1]))?.[1]
  const component = type ? payload.clientComponent(type) : null
  return [...(component ? [component] : []), ...componentsOutsideIslands(props, payload, seen)]
}

/**
 * Empties every static element of `value` (a payload row's model), as `MenuSlot` is rendered: no
 * children, and HTML React must leave as it finds it. Returns how many it emptied; throws when one
 * holds a client component outside an island.
 */
function emptyStaticElements(value: Json, payload: PayloadModels): number {
  if (isRecord(value)) {
    return Object.values(value).reduce<number>(
      (sum, item) => sum + emptyStaticElements(item, payload),
      0,
    )
  }
  if (!Array.isArray(value)) return 0
  const props = elementProps(value)
  if (props && STATIC_HTML_ATTRIBUTE in props) {
    const { children, ...rest } = props
    const stranded = componentsOutsideIslands(children, payload)
    if (stranded.length > 0) {
      throw new Error(
        `a static <${String(value[1])}> holds client components outside an island: ${[...new Set(stranded)].join(', ')}`,
      )
    }
    value[3] = { ...rest, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }
    return 1
  }
  return value.reduce<number>((sum, item) => sum + emptyStaticElements(item, payload), 0)
}

/**
 * `page` with the content of its static elements out of its RSC payload: each emptied there, and
 * every row only they used dropped. Returns `page` unchanged when it has none; throws when its
 * payload cannot be read or a static element holds a client component outside an island.
 */
export function withStaticHtml(page: string): string {
  const marker = `"${STATIC_HTML_ATTRIBUTE}"`
  const scripts = payloadScripts(page)
  const flight = flightOf(scripts)
  if (!flight.includes(marker)) return page

  const rows = parseFlightRows(flight)
  const payload = new PayloadModels(rows)
  let emptied = 0
  const rewritten = rows.map((row) => {
    const model = row.text.includes(marker) ? rowModel(row) : undefined
    if (model === undefined) return row
    const count = emptyStaticElements(model, payload)
    emptied += count
    return count > 0 ? { id: row.id, text: `${row.id}:${JSON.stringify(model)}\n` } : row
  })
  const holders = ` ${STATIC_HTML_ATTRIBUTE}=""`
  if (emptied === 0 || !page.includes(holders)) {
    throw new Error(
      `the payload names ${STATIC_HTML_ATTRIBUTE} but ${emptied} elements of it were emptied`,
    )
  }

  const before = reachableIds(rows)
  const after = reachableIds(rewritten)
  const kept = rewritten.filter((row) => !before.has(row.id) || after.has(row.id))
  const script = `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, kept.map((row) => row.text).join('')]))})</script>`

  const inOnePlace = insertAt(
    page,
    scripts.map((found, index) => ({
      at: found.index,
      replaces: found[0].length,
      text: index === 0 ? script : '',
    })),
  )
  return inOnePlace.replaceAll(holders, ` ${STATIC_HTML_ATTRIBUTE}="pruned"`)
}
