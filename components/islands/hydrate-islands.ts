import { createElement, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { ISLAND_ATTRIBUTE, STATIC_HTML_ATTRIBUTE } from '../../lib/export/static-html'
import { ISLAND_CHILDREN_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes'

/** Islands' components by name; each takes the JSON props its holder carries. */
export type IslandComponents = Record<string, ComponentType<Record<string, unknown>>>

/** The island's children as static HTML React leaves alone, in the element that held them. */
function staticChildren(holder: Element) {
  const content = [...holder.querySelectorAll(`[${ISLAND_CHILDREN_ATTRIBUTE}]`)].find(
    (element) => element.closest(`[${ISLAND_ATTRIBUTE}]`) === holder,
  )
  if (!content) return undefined
  return createElement(content.tagName.toLowerCase(), {
    className: content.className,
    [ISLAND_CHILDREN_ATTRIBUTE]: '',
    dangerouslySetInnerHTML: { __html: content.innerHTML },
    suppressHydrationWarning: true,
  })
}

/**
 * Hydrates every island of the page's static HTML, each as a root of its own, and returns them.
 * Only static HTML the build took out of the payload (`data-static="pruned"`) has islands to
 * hydrate: elsewhere, as in development, React already owns them. An island whose name has no
 * component is reported and left as its HTML.
 */
export function hydrateIslands(components: IslandComponents): Root[] {
  const holders = document.querySelectorAll(
    `[${STATIC_HTML_ATTRIBUTE}="pruned"] [${ISLAND_ATTRIBUTE}]`,
  )
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
    const children = staticChildren(holder)
    return [
      hydrateRoot(holder, createElement(component, children ? { ...props, children } : props)),
    ]
  })
}
