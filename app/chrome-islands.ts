import type { ComponentType } from 'react'
import type { IslandComponents } from '../components/islands/hydrate-islands'
import { CHROME_ISLAND_NAMES } from '../components/layout/chrome-island-names'
import { MenuButton } from '../components/layout/menu-button'
import { ThemeSwitch } from '../components/layout/theme-switch'
import { SearchButtonIsland } from '../features/search/search-button-island'

/** The header's islands by the names their holders give (`Header`, `SearchButton`). */
export const chromeIslands = {
  [CHROME_ISLAND_NAMES.menuButton]: MenuButton,
  [CHROME_ISLAND_NAMES.search]: SearchButtonIsland,
  [CHROME_ISLAND_NAMES.themeSwitch]: ThemeSwitch,
} as Record<string, ComponentType<never>> as IslandComponents
