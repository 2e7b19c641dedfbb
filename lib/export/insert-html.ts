import type { HTMLElement } from 'node-html-parser'

function closingTagStart(source: string, element: HTMLElement): number {
  const closing = `</${element.rawTagName}>`
  const end = element.range[1]
  if (source.slice(end - closing.length, end) !== closing) {
    throw new Error(`<${element.rawTagName}> at ${element.range[0]} has no closing tag`)
  }
  return end - closing.length
}

/**
 * Inserts `html` as the first content of `element`, found by parsing `source`, and leaves every
 * other byte of `source` as it was (a page's inline scripts keep their hashes).
 */
export function insertAtStart(source: string, element: HTMLElement, html: string): string {
  const first = element.childNodes[0]
  const at = first ? first.range[0] : closingTagStart(source, element)
  return `${source.slice(0, at)}${html}${source.slice(at)}`
}
