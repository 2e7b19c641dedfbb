import type { ComponentType } from 'react'
import type { IslandComponents } from './components/islands/hydrate-islands'
import { islandNameOf } from './components/islands/island-attributes'
import { REFERENCE_ISLAND_NAMES } from './features/reference/reference-island-names'
import { ISLAND_NAMES } from './lib/mdx/island-names'

type IslandLoader = () => Promise<ComponentType<never>>

/**
 * Every component that may sit inside static HTML, by the name its holder gives (`Island`), each
 * in a chunk of its own: a page loads the code of the islands it has. Their props come from JSON
 * the server wrote, which the server's own wrappers typed.
 */
const islandLoaders: Record<string, IslandLoader> = {
  [ISLAND_NAMES.credentialsHelper]: () =>
    import('./features/credentials-helper/project-config-variables-island').then(
      (module) => module.ProjectConfigVariablesIsland,
    ),
  [ISLAND_NAMES.extensionsCatalogue]: () =>
    import('./features/extensions-catalogue/extensions-catalogue-view').then(
      (module) => module.ExtensionsCatalogueView,
    ),
  [REFERENCE_ISLAND_NAMES.switcher]: () =>
    import('./features/reference/reference-switcher').then((module) => module.ReferenceSwitcher),
  [REFERENCE_ISLAND_NAMES.categoryFilter]: () =>
    import('./features/reference/category-filter').then((module) => module.CategoryFilter),
  [REFERENCE_ISLAND_NAMES.documentFollower]: () =>
    import('./features/reference/reference-document-follower').then(
      (module) => module.ReferenceDocumentFollower,
    ),
}

/**
 * The components of the islands `holders` hold (those of the page's static HTML, for
 * `IslandHydrator`), loaded. Rejects when any of their code cannot load. A name with no component
 * is left to `hydrateIslands` to report.
 */
export async function loadIslandsOfPage(holders: Element[]): Promise<IslandComponents> {
  const names = new Set(holders.map(islandNameOf))
  const loaded = await Promise.all(
    [...names].flatMap((name) => {
      const load = islandLoaders[name]
      return load ? [load().then((component) => [name, component] as const)] : []
    }),
  )
  return Object.fromEntries(loaded) as IslandComponents
}
