import { parse, type HTMLElement } from 'node-html-parser'

/**
 * A menu's HTML as one page shows it: its links to the page (`href`, with the base path) marked
 * `aria-current="page"`, and every `<details>` group around them open.
 */
export function markCurrentPage(menu: string, href: string): string {
  if (!menu.includes(`href="${href}"`)) return menu
  const root = parse(menu)
  for (const link of root.querySelectorAll(`a[href="${href}"]`)) {
    link.setAttribute('aria-current', 'page')
    for (let parent: HTMLElement | null = link.parentNode; parent; parent = parent.parentNode) {
      if (parent.rawTagName === 'details') parent.setAttribute('open', '')
    }
  }
  return root.toString()
}
