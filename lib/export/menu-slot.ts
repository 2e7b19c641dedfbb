/**
 * The attribute of an element React renders empty for a menu to fill: its value is the menu
 * fragment's href (`menuFragmentPath` under the base path). After the build the fragment is
 * spliced into it (`splice-menus.ts`); a page rendered without the splice (development) fetches it.
 */
export const MENU_SRC_ATTRIBUTE = 'data-menu-src'

/**
 * The attribute of an empty menu the browser fetches when the reader is about to open it (a
 * header popover): its value is the fragment's href, as `MENU_SRC_ATTRIBUTE`'s, but no page holds
 * the menu, so only those who open it download it.
 */
export const MENU_ON_OPEN_ATTRIBUTE = 'data-menu-on-open'

/**
 * The attribute of a menu its page fetches as it loads (a guide area's side menu): the fragment is
 * the same on all the area's pages and its href carries its version (`versionedMenuHref`), so the
 * browser downloads it once and takes it from its cache on every other page of the area.
 */
export const MENU_FETCH_ATTRIBUTE = 'data-menu-fetch'
