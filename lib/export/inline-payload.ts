import { jsonInScript } from '../json-in-script'
import { type FlightRow, parseFlightRows, reachableIds } from './flight-rows'
import { insertAt } from './insert-html'

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g

const payloadScripts = (page: string) => [...page.matchAll(PAYLOAD_SCRIPT)]

const flightOf = (scripts: RegExpExecArray[]) =>
  scripts.map((script) => (JSON.parse(script[1] ?? '') as [1, string])[1]).join('')

/** The RSC payload a page inlines for React to hydrate from, as one string of rows. */
export const inlinePayload = (page: string): string => flightOf(payloadScripts(page))

/** The rows of the payload a page inlines (`parseFlightRows`). */
export const inlinePayloadRows = (page: string): FlightRow[] => parseFlightRows(inlinePayload(page))

/**
 * `rewritten` (the rows of a payload, `original`, some rewritten) without the rows that only
 * rewritten ones used and no longer reach.
 */
export function keptRows(
  original: readonly FlightRow[],
  rewritten: readonly FlightRow[],
): FlightRow[] {
  const before = reachableIds(original)
  const after = reachableIds(rewritten)
  return rewritten.filter((row) => !before.has(row.id) || after.has(row.id))
}

/** The script that starts a page's inline payload, before its first rows. */
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'

/** `page` without its inline payload: the script that starts it and every script of its rows. */
export const withoutPayload = (page: string): string =>
  page.replaceAll(PAYLOAD_START, '').replace(PAYLOAD_SCRIPT, '')

/** `page` with its inline payload replaced by `rows`, in one script where the first was. */
export function withPayloadRows(page: string, rows: readonly FlightRow[]): string {
  const scripts = payloadScripts(page)
  const script = `<script>self.__next_f.push(${jsonInScript([1, rows.map((row) => row.text).join('')])})</script>`
  return insertAt(
    page,
    scripts.map((found, index) => ({
      at: found.index,
      replaces: found[0].length,
      text: index === 0 ? script : '',
    })),
  )
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A React element in a payload row: `["$", type, key, props]`. */
export const elementProps = (value: Json[]) =>
  value[0] === '$' && typeof value[1] === 'string' && isRecord(value[3]) ? value[3] : null

/** A JSON row's model (a fresh copy), or undefined for a row of another kind. */
export function rowModel(row: FlightRow): Json | undefined {
  const text = row.text.slice(row.id.length + 1, -1)
  return /^[[{"]/.test(text) ? (JSON.parse(text) as Json) : undefined
}

/** `row` written anew with `model`. */
export const rowWith = (row: FlightRow, model: Json): FlightRow => ({
  id: row.id,
  text: `${row.id}:${JSON.stringify(model)}\n`,
})

/** The payload's rows by id (the first of an id), each JSON row's model parsed once when asked for. */
export class PayloadModels {
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
  /**
   * The import an `I` row holds, `[module, chunks, name]`: the client component, the chunks the
   * browser loads before it runs it, and its exported name. Null for any other row.
   */
  clientImport(id: string): Json[] | null {
    const text = this.rows.get(id)?.text
    if (!text?.startsWith(`${id}:I[`)) return null
    return JSON.parse(text.slice(id.length + 2, -1)) as Json[]
  }
  /** A string of the payload, or the string of the row it names where React wrote it once (`$<id>`). */
  dedupedString(value: Json | undefined): string | null {
    if (typeof value !== 'string') return null
    const deduped = value.startsWith('$') ? this.model(value.slice(1)) : value
    return typeof deduped === 'string' ? deduped : null
  }
  /** The exported name of the client component an `I` row imports, or null for any other row. */
  clientComponent(id: string): string | null {
    const clientImport = this.clientImport(id)
    if (!clientImport) return null
    const name = clientImport[2]
    if (typeof name !== 'string') return id
    return this.dedupedString(name) ?? name
  }
}

/**
 * `rows` with the model of each JSON row whose text `mentions` what a step looks for handed to
 * `rewrite` (a fresh copy, changed in place; it says whether it changed it), and the changed
 * rows written anew. Reading only the rows that mention it spares parsing the others.
 */
export function withRewrittenModels(
  rows: readonly FlightRow[],
  mentions: (text: string) => boolean,
  rewrite: (model: Json) => boolean,
): FlightRow[] {
  return rows.map((row) => {
    if (!mentions(row.text)) return row
    const model = rowModel(row)
    return model !== undefined && rewrite(model) ? rowWith(row, model) : row
  })
}
