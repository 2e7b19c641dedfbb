import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { menuFragmentPath, withBasePath } from '../../lib/address/address'
import { MENU_FETCH_ATTRIBUTE } from '../../lib/export/menu-slot'
import { versionedMenuHref } from '../../lib/export/menu-version'
import { guideMenuHtml, guideMenuTitleHtml } from './menu-html'
import './menu.css'

type AreaMenu = Parameters<typeof guideMenuHtml>[0]

/** Each area's fragment href, built once per area and build worker. */
const fragmentHrefs = new WeakMap<AreaMenu, string>()

function fragmentHref(area: AreaMenu): string {
  let href = fragmentHrefs.get(area)
  if (href === undefined) {
    href = withBasePath(versionedMenuHref(menuFragmentPath(area.path), guideMenuHtml(area)))
    fragmentHrefs.set(area, href)
  }
  return href
}

/**
 * Asks the browser for the fragment as the page is parsed, behind what the page needs first; the
 * request `fillMenu` makes on hydration takes this response. `crossorigin` makes the preload's
 * request the same as that `fetch`'s, or the browser would not match them.
 */
const preloadHtml = (href: string) =>
  toHtml(
    h('link', {
      rel: 'preload',
      as: 'fetch',
      crossOrigin: 'anonymous',
      fetchPriority: 'low',
      href,
    }),
  )

/**
 * A guide area's menu (sections, collapsible groups, the page marked and its groups open): static
 * HTML built once per area (`guideMenuHtml`), fetched by the page and kept by the browser for the
 * area's other pages. The page holds only the area's title link (all there is without
 * JavaScript) and a preload of the fragment, which `MenuLoader` puts in place.
 */
export function SideMenu({ area }: { area: AreaMenu }) {
  const href = fragmentHref(area)
  return (
    <nav
      aria-label={`${area.title} menu`}
      data-side-menu=""
      {...{ [MENU_FETCH_ATTRIBUTE]: href }}
      // React never renders the menu: MenuLoader replaces this HTML with the fragment's.
      dangerouslySetInnerHTML={{ __html: `${guideMenuTitleHtml(area)}${preloadHtml(href)}` }}
      suppressHydrationWarning
    />
  )
}
