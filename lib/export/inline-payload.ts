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

/** As Next.js escapes a payload string for an inline script. */
const escapeForScript = (json: string) =>
  json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

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

/** `page` with its inline payload replaced by `rows`, in one script where the first was. */
export function withPayloadRows(page: string, rows: readonly FlightRow[]): string {
  const scripts = payloadScripts(page)
  const script = `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, rows.map((row) => row.text).join('')]))})</script>`
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
