/**
 * The rows of a React Server Components payload as React writes it into a page (the strings of
 * `self.__next_f.push([1, "…"])`): `id:` and a body ending with a newline, except text rows
 * (`id:T<hex byte length>,<text>`), which end after their length. Ids are hex and may repeat (a
 * stream's rows share one), or be empty (resource hints).
 */
export interface FlightRow {
  id: string
  /** The row as it was written, from its id to its end. */
  text: string
}

const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/** Splits `flight` into its rows; throws on a row it cannot delimit. */
export function parseFlightRows(flight: string): FlightRow[] {
  const rows: FlightRow[] = []
  let start = 0
  while (start < flight.length) {
    const colon = flight.indexOf(':', start)
    const id = flight.slice(start, colon)
    if (colon === -1 || !/^[0-9a-f]*$/.test(id)) {
      throw new Error(`payload row at ${start} has no id: ${flight.slice(start, start + 40)}`)
    }
    let end: number
    const textLength = /^T([0-9a-f]+),/.exec(flight.slice(colon + 1, colon + 20))
    if (textLength) {
      let bytes = Number.parseInt(textLength[1] ?? '', 16)
      end = colon + 1 + textLength[0].length
      while (bytes > 0) {
        const char = String.fromCodePoint(flight.codePointAt(end) ?? 0)
        bytes -= utf8Length(char)
        end += char.length
      }
      if (bytes < 0 || end > flight.length) throw new Error(`payload text row ${id} is cut short`)
    } else {
      const newline = flight.indexOf('\n', colon)
      if (newline === -1) throw new Error(`payload row ${id} has no end`)
      end = newline + 1
    }
    rows.push({ id, text: flight.slice(start, end) })
    start = end
  }
  return rows
}

/**
 * How React writes a reference to another row in a payload (`parseModelString` of its Flight
 * client): `$` and the row's hex id, bare for a model, or after the letter of what the row holds: a
 * lazy element (`L`), a promise (`@`), a map such as a segment's children (`Q`), a set (`W`), a
 * blob (`B`), form data (`K`), an iterator (`i`), a server reference (`h`); a path into the row may
 * follow (`$3:props:children`). Other letters after `$` are values (`$D` a date, `$n` a big
 * integer, `$S` a symbol), and `$$` is a `$` in text.
 */
const ROW_REFERENCE = '\\$[LQWBKih@]?([0-9a-f]+)(?::[^"]*)?'

/** A string of a payload's model that refers to another row; its first group is the row's id. */
export const rowReference = new RegExp(`^${ROW_REFERENCE}$`)

const quotedRowReference = new RegExp(`"${ROW_REFERENCE}"`, 'g')

/** The ids a row refers to (`rowReference`, quoted in its JSON). Text rows refer to nothing. */
export function referencedIds(row: FlightRow): string[] {
  if (row.text.startsWith(`${row.id}:T`)) return []
  return [...row.text.matchAll(quotedRowReference)].map((match) => match[1] ?? '')
}

/** The ids reachable from row `0` of `rows`. */
export function reachableIds(rows: readonly FlightRow[]): Set<string> {
  const byId = new Map<string, FlightRow[]>()
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row])
  const reached = new Set<string>()
  const pending = ['0']
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || !byId.has(id)) continue
    reached.add(id)
    for (const row of byId.get(id) ?? []) pending.push(...referencedIds(row))
  }
  return reached
}
