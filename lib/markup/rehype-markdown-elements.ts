import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'
import { withBasePath } from '../address/address'
import { newTabNote } from './new-tab'

/**
 * A Markdown link as the site writes it: a site path gets the base path, an anchor stays as it
 * is, and any other address leaves the docs in a new tab, saying so to a screen reader.
 */
function siteLink(link: Element): void {
  const { href, ...rest } = link.properties
  if (typeof href !== 'string' || href.startsWith('#')) return
  if (href.startsWith('/')) {
    link.properties = { href: withBasePath(href), ...rest }
    return
  }
  link.properties = { href, target: '_blank', rel: ['noopener', 'noreferrer'], ...rest }
  link.children.push(newTabNote())
}

/**
 * A Markdown table inside a focusable, named region that scrolls sideways, so a wide table does
 * not widen the page and a keyboard can scroll it too.
 */
const scrollingTable = (table: Element): Element =>
  h('div.table-scroll', { tabIndex: 0, role: 'region', ariaLabel: 'Table' }, [table])

/**
 * The two elements Markdown produces that the site writes its own way, links and tables, done in
 * the compile rather than by React components, so that a part of a page without a component is
 * plain HTML to the end and can reach React as one string (`rehypeStaticHtml`).
 */
export function rehypeMarkdownElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'a') siteLink(node)
      // The table moves into its region; the walk goes on into the table's own cells.
      if (node.tagName === 'table' && parent && index !== undefined) {
        parent.children[index] = scrollingTable(node)
      }
    })
  }
}
