import type { Element, ElementContent, Properties } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { withBasePath } from '../../lib/address/address'
import type { NavItem } from '../../lib/content/guide-tree'
import { newTabNote } from '../../lib/markup/new-tab'
import type { NavLink, SiteLinks } from '../../lib/site-index/site-links'

/*
 * The menus as static HTML (classes of `menu.css`), built once per menu at export time: a
 * reference's is spliced into every page of the document (`lib/export/splice-menus.ts`), a guide
 * area's fetched once by the browser (`SideMenu`), the header's when the reader opens one. Either
 * way the page's own link is marked. React renders only the element that holds a menu.
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

const menuTitle = (area: { title: string; path: string }): Element =>
  h('a.menu-title', { href: withBasePath(area.path) }, area.title)

/** A guide area's menu: its title, sections and collapsible groups, no page marked. */
export function guideMenuHtml(area: { title: string; path: string; items: readonly NavItem[] }) {
  return menuHtml([menuTitle(area), menuItems(area.items)])
}

/** The first element of a guide area's menu alone: its title, linking to the area. */
export const guideMenuTitleHtml = (area: { title: string; path: string }): string =>
  menuHtml([menuTitle(area)])

/** The header's menus, by the name of their fragment (`menuFragmentPath(`/header/${name}`)`). */
export const HEADER_MENUS = { products: 'products', references: 'references' } as const

export type HeaderMenu = (typeof HEADER_MENUS)[keyof typeof HEADER_MENUS]

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

/** The navigation dialog's list of every product area, reference and outside link. */
export const SITE_NAV_PRODUCTS_MENU = '/site-nav/products'

/** A menu link that leaves the docs: opens in a new tab and says so, as `ExternalLink`. */
const externalMenuLink = (url: string, text: string): Element =>
  h('a.menu-link', { href: url, target: '_blank', rel: 'noopener noreferrer' }, [
    text,
    h('span.menu-external-mark', { ariaHidden: 'true' }, '↗'),
    newTabNote(),
  ])

/** The navigation dialog's products list (`SITE_NAV_PRODUCTS_MENU`). */
export function siteNavProductsHtml(links: SiteLinks, dashboardUrl: string): string {
  const item = (link: Element) => h('li', link)
  return menuHtml([
    menuHeading('Products'),
    menuList([
      ...links.areas.map((area) => item(menuLink(withBasePath(area.path), area.title))),
      ...links.references.map((doc) =>
        item(menuLink(withBasePath(doc.path), `${doc.title} reference`)),
      ),
      ...links.external.map((link) => item(externalMenuLink(link.url, link.title))),
      item(menuLink(dashboardUrl, 'Dashboard')),
    ]),
  ])
}

/** A header menu's HTML, by the name of its fragment. */
export const headerMenuHtmlOf = (links: SiteLinks, menu: HeaderMenu): string =>
  headerMenuHtml(menu === HEADER_MENUS.products ? links.areas : links.references)
