import type { HTMLElement } from 'node-html-parser'

function closingTagStart(source: string, element: HTMLElement): number {
  const closing = `</${element.rawTagName}>`
  const end = element.range[1]
  if (source.slice(end - closing.length, end) !== closing) {
    throw new Error(`<${element.rawTagName}> at ${element.range[0]} has no closing tag`)
  }
  return end - closing.length
}

/** Text to insert at an offset of a source, in place of the `replaces` characters there (none by default). */
export interface Insertion {
  at: number
  text: string
  replaces?: number
}

/**
 * `source` with each insertion's text at its offset (offsets of the original source, in
 * ascending order, the replaced ranges apart), every other byte as it was: a page's inline
 * scripts keep their hashes.
 */
export function insertAt(source: string, insertions: readonly Insertion[]): string {
  let inserted = ''
  let copied = 0
  for (const { at, text, replaces = 0 } of insertions) {
    inserted += source.slice(copied, at) + text
    copied = at + replaces
  }
  return inserted + source.slice(copied)
}

/**
 * Inserts `html` as the first content of `element`, found by parsing `source`, and leaves every
 * other byte of `source` as it was (a page's inline scripts keep their hashes).
 */
export function insertAtStart(source: string, element: HTMLElement, html: string): string {
  const first = element.childNodes[0]
  const at = first ? first.range[0] : closingTagStart(source, element)
  return insertAt(source, [{ at, text: html }])
}
