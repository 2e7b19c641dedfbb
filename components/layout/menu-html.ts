import type { Element, ElementContent, Properties } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { withBasePath } from '../../lib/address/address'
import type { NavItem } from '../../lib/content/guide-tree'
import type { NavLink } from '../../lib/site-index/site-links'

/*
 * The menus as static HTML (classes of `menu.css`), built once per menu at export time and spliced
 * into every page that shows them (`lib/export/splice-menus.ts`), which marks the page's own link.
 * React renders only the empty element that holds a menu (`MenuSlot`).
 */

/** A list of menu entries. */
export const menuList = (entries: ElementContent[]): Element => h('ul.menu-list', entries)

/** A heading above a menu's list. */
export const menuHeading = (text: string): Element => h('p.menu-section', text)

/** A menu link to `href` (under the base path); `properties` adds attributes. */
export const menuLink = (href: string, text: string, properties: Properties = {}): Element =>
  h('a.menu-link', { ...properties, href }, text)

/** Menu content as HTML, for a menu's fragment. */
export const menuHtml = (content: ElementContent[]): string =>
  toHtml({ type: 'root', children: content })

function menuItems(items: readonly NavItem[]): Element {
  return menuList(
    items.map((item) => {
      if (item.kind === 'section') return h('li.menu-section', item.title)
      if (item.kind === 'page') return h('li', menuLink(withBasePath(item.path), item.title))
      // A folder's menu may list its index page itself; then the group needs no Overview link.
      const overview =
        item.path && !item.items.some((child) => child.kind === 'page' && child.path === item.path)
          ? [menuLink(withBasePath(item.path), 'Overview')]
          : []
      return h('li', [
        h('details.menu-group', [h('summary', item.title), ...overview, menuItems(item.items)]),
      ])
    }),
  )
}

/** A guide area's menu: its title, sections and collapsible groups, no page marked. */
export function guideMenuHtml(area: { title: string; path: string; items: readonly NavItem[] }) {
  return menuHtml([
    h('a.menu-title', { href: withBasePath(area.path) }, area.title),
    menuItems(area.items),
  ])
}

/** The header's menus, by the name of their fragment (`menuFragmentPath(`/header/${name}`)`). */
export const HEADER_MENUS = { products: 'products', references: 'references' } as const

/** A header menu's grid of pages, each with its description. */
export function headerMenuHtml(links: readonly NavLink[]): string {
  return menuHtml([
    h(
      'ul.header-menu-grid',
      links.map((link) =>
        h(
          'li',
          h('a.header-menu-link', { href: withBasePath(link.path) }, [
            h('span.header-menu-link-title', link.title),
            h('span.header-menu-link-description', link.description),
          ]),
        ),
      ),
    ),
  ])
}
