/**
 * The names of the header's islands (`components/islands/island.tsx`), shared by their holders
 * and the app's table of them (`app/chrome-islands.ts`).
 */
export const CHROME_ISLAND_NAMES = {
  menuButton: 'menu-button',
  search: 'search',
  themeSwitch: 'theme-switch',
} as const
