import { MENU_FETCH_ATTRIBUTE } from '../../lib/export/menu-slot'
import { fillMenu } from './fill-menu'
import { markCurrentLinks } from './mark-current-links'

/**
 * Fills `nav` with the menu fragment its `attribute` names (`fillMenu` and `markCurrentLinks`,
 * handed in so that the script carries them) and brings the reader's page into view when the menu
 * is taller than its column. If the fragment cannot load, the menu keeps the area's title link
 * and says so. Self-contained: the inline script runs its source.
 */
export function fillSideMenu(
  nav: Element,
  attribute: string,
  fill: typeof fillMenu,
  mark: typeof markCurrentLinks,
): void {
  void fill(nav, nav.getAttribute(attribute) ?? '', mark).then((current) =>
    current?.scrollIntoView({ block: 'nearest' }),
  )
}

/**
 * Runs where the side menu is parsed, before the app loads: its fragment is requested at once and
 * shown as soon as it comes, from the browser's cache on every page of the area but the first.
 */
export const sideMenuScript = `(${fillSideMenu.toString()})(document.currentScript.parentElement,${JSON.stringify(MENU_FETCH_ATTRIBUTE)},${fillMenu.toString()},${markCurrentLinks.toString()})`
