import { HTMLElement, parse } from 'node-html-parser'
import { insertAt, type Insertion } from './insert-html'

/**
 * A menu's HTML read once for every page that shows it: for each href, where marking its links
 * inserts attributes (`aria-current` on the link, `open` on each `<details>` around it).
 */
export interface MenuMarks {
  html: string
  insertions: ReadonlyMap<string, readonly Insertion[]>
}

export function readMenuMarks(html: string): MenuMarks {
  const insertions = new Map<string, Insertion[]>()
  const visit = (element: HTMLElement, groups: readonly number[]) => {
    const tag = element.rawTagName
    const opens = tag === 'details' ? [...groups, element.range[0] + '<details'.length] : groups
    const href = tag === 'a' ? element.getAttribute('href') : undefined
    if (href !== undefined) {
      const found = insertions.get(href) ?? []
      found.push(
        { at: element.range[0] + '<a'.length, text: ' aria-current="page"' },
        ...opens.map((at) => ({ at, text: ' open' })),
      )
      insertions.set(href, found)
    }
    for (const child of element.childNodes) {
      if (child instanceof HTMLElement) visit(child, opens)
    }
  }
  visit(parse(html), [])
  return { html, insertions }
}

/**
 * A menu's HTML as one page shows it: its links to the page (`href`, with the base path) marked
 * `aria-current="page"`, and every `<details>` group around them open.
 */
export function markCurrentPage({ html, insertions }: MenuMarks, href: string): string {
  const marks = [...new Map((insertions.get(href) ?? []).map((mark) => [mark.at, mark])).values()]
  marks.sort((a, b) => a.at - b.at)
  return insertAt(html, marks)
}
