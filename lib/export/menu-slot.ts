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
