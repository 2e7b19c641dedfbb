/**
 * The attribute of an element React renders empty for a menu to fill: its value is the menu
 * fragment's href (`menuFragmentPath` under the base path). After the build the fragment is
 * spliced into it (`splice-menus.ts`); a page rendered without the splice (development) fetches it.
 */
export const MENU_SRC_ATTRIBUTE = 'data-menu-src'
