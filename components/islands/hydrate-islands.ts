import { createElement, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { ISLAND_PROPS_ATTRIBUTE, islandNameOf } from './island-attributes'

/** Islands' components by name; each takes the JSON props its holder carries. */
export type IslandComponents = Record<string, ComponentType<Record<string, unknown>>>

/**
 * Hydrates each of `holders` (found by `STATIC_ISLANDS_SELECTOR` or `CHROME_ISLANDS_SELECTOR`) as
 * a root of its own, and returns them. An island whose name has no component is reported and left
 * as its HTML.
 */
export function hydrateIslands(components: IslandComponents, holders: Iterable<Element>): Root[] {
  return [...holders].flatMap((holder) => {
    const name = islandNameOf(holder)
    const component = components[name]
    if (!component) {
      console.error(`No island component is named "${name}"`)
      return []
    }
    const props = JSON.parse(holder.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<
      string,
      unknown
    >
    return [hydrateRoot(holder, createElement(component, props))]
  })
}
