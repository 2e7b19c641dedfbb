import type { ComponentType } from 'react'
import { hydrateIslands, type IslandComponents } from './components/islands/hydrate-islands'
import { STATIC_ISLANDS_SELECTOR } from './components/islands/island-attributes'
import { ProjectConfigVariablesIsland } from './features/credentials-helper/project-config-variables-island'
import { ExtensionsCatalogueLazyView } from './features/extensions-catalogue/extensions-catalogue-lazy-view'
import { ISLAND_NAMES } from './lib/mdx/island-names'

/**
 * Every component that may sit inside static HTML, by the name its holder gives (`Island`). Their
 * props come from JSON the server wrote, which the server's own wrappers typed.
 */
const islandComponents = {
  [ISLAND_NAMES.credentialsHelper]: ProjectConfigVariablesIsland,
  [ISLAND_NAMES.extensionsCatalogue]: ExtensionsCatalogueLazyView,
} as Record<string, ComponentType<never>> as IslandComponents

/** Hydrates the page's islands (`IslandHydrator` loads this with the first page that has one). */
export const hydrateIslandsOfPage = () => hydrateIslands(islandComponents, STATIC_ISLANDS_SELECTOR)
