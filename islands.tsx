'use client'

import { useEffect, type ComponentType } from 'react'
import { hydrateIslands, type IslandComponents } from './components/islands/hydrate-islands'
import { Alert } from './components/mdx/alert'
import { ProjectConfigVariablesIsland } from './features/credentials-helper/project-config-variables-island'
import { ProjectDashboardLink } from './features/credentials-helper/project-dashboard-link'
import { ExtensionsCatalogueLazyView } from './features/extensions-catalogue/extensions-catalogue-lazy-view'
import { ISLAND_NAMES } from './lib/mdx/island-names'

/**
 * Every component that may sit inside static HTML, by the name its holder gives (`Island`). Their
 * props come from JSON the server wrote, which the server's own wrappers typed.
 */
const islandComponents = {
  [ISLAND_NAMES.alert]: Alert,
  [ISLAND_NAMES.credentialsHelper]: ProjectConfigVariablesIsland,
  [ISLAND_NAMES.dashboardLink]: ProjectDashboardLink,
  [ISLAND_NAMES.extensionsCatalogue]: ExtensionsCatalogueLazyView,
} as Record<string, ComponentType<never>> as IslandComponents

/** Hydrates the islands of the page's static HTML once the page itself is hydrated. */
export function IslandHydrator() {
  useEffect(() => {
    const roots = hydrateIslands(islandComponents)
    return () => roots.forEach((root) => root.unmount())
  }, [])
  return null
}
