import { createElement, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { ISLAND_ATTRIBUTE } from '../../lib/export/static-html'
import { ISLAND_PROPS_ATTRIBUTE } from './island-attributes'

/** Islands' components by name; each takes the JSON props its holder carries. */
export type IslandComponents = Record<string, ComponentType<Record<string, unknown>>>

/**
 * Hydrates every island of the page that `selector` finds (`STATIC_ISLANDS_SELECTOR`,
 * `CHROME_ISLANDS_SELECTOR`), each as a root of its own, and returns them. An island whose name
 * has no component is reported and left as its HTML.
 */
export function hydrateIslands(components: IslandComponents, selector: string): Root[] {
  const holders = document.querySelectorAll(selector)
  return [...holders].flatMap((holder) => {
    const name = holder.getAttribute(ISLAND_ATTRIBUTE) ?? ''
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
