import { stripBasePath } from '../address/address'
import { fillFragmentSlots, findFragmentSlots } from './fragment-slots'
import { markCurrentPage, type MenuMarks } from './mark-current-page'
import { MENU_SRC_ATTRIBUTE } from './menu-slot'

/**
 * Puts its menus into an exported page (a reference document's; a guide's side menu is fetched by
 * the browser, under another attribute): each element React rendered empty with a
 * `MENU_SRC_ATTRIBUTE` gets its fragment (`readMenu`, by site path, read once for every page), with
 * the links to the page (`pageHref`) marked. Returns the page unchanged when it has no menu.
 * Throws when a fragment is missing or a slot not empty.
 */
export function spliceMenus(
  page: string,
  pageHref: string,
  readMenu: (sitePath: string) => MenuMarks | null,
): string {
  const slots = findFragmentSlots(page, MENU_SRC_ATTRIBUTE)
  return fillFragmentSlots(page, slots, ({ src }) => {
    const sitePath = stripBasePath(src)
    const menu = sitePath === null ? null : readMenu(sitePath)
    if (menu === null) throw new Error(`the menu fragment ${src} does not exist`)
    return markCurrentPage(menu, pageHref)
  })
}
