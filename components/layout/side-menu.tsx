import { menuFragmentPath, withBasePath } from '../../lib/address/address'
import { MENU_FETCH_ATTRIBUTE } from '../../lib/export/menu-slot'
import { versionedMenuHref } from '../../lib/export/menu-version'
import { guideMenuHtml, guideMenuTitleHtml } from './menu-html'
import './menu.css'
import { sideMenuScript } from './side-menu-script'

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
 * A guide area's menu (sections, collapsible groups, the page marked and its groups open): static
 * HTML built once per area (`guideMenuHtml`), fetched by the page as it loads and kept by the
 * browser for the area's other pages. The page holds only the area's title link (all there is
 * without JavaScript) and the script that fetches the rest (`sideMenuScript`).
 */
export function SideMenu({ area }: { area: AreaMenu }) {
  return (
    <nav
      aria-label={`${area.title} menu`}
      data-side-menu=""
      {...{ [MENU_FETCH_ATTRIBUTE]: fragmentHref(area) }}
      // React never renders the menu: the script replaces this HTML with the fragment's.
      dangerouslySetInnerHTML={{
        __html: `${guideMenuTitleHtml(area)}<script>${sideMenuScript}</script>`,
      }}
      suppressHydrationWarning
    />
  )
}
