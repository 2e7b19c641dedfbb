/** Where in a block Postgres put an error, in the block's own text. */
export interface ErrorPlace {
  /** 1-based line of the error. */
  line: number
  /** The whole line, as written. */
  text: string
  /** The marked span within the line, as UTF-16 offsets: the word the error is at. */
  from: number
  to: number
  /** The same span within the whole block's text. */
  start: number
  end: number
}

/**
 * Reads Postgres' error position (a 1-based count of characters, not of UTF-16 units) into the
 * line and the word it points at; null when the position lies outside the text.
 */
export function errorPlace(sql: string, position: number): ErrorPlace | null {
  const characters = Array.from(sql)
  if (position < 1 || position > characters.length) return null
  const start = characters.slice(0, position - 1).join('').length
  const word = /^[^\s;,()]+/.exec(sql.slice(start))?.[0] ?? ''
  const end = start + Math.max(word.length, 1)
  const lineStart = sql.lastIndexOf('\n', start - 1) + 1
  const lineEnd = sql.indexOf('\n', start)
  const text = sql.slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
  return {
    line: sql.slice(0, start).split('\n').length,
    text,
    from: start - lineStart,
    to: Math.min(end, lineStart + text.length) - lineStart,
    start,
    end,
  }
}
