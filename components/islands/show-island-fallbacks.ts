import { ISLAND_FALLBACK_ATTRIBUTE, STATIC_ISLANDS_SELECTOR } from './island-attributes'

/**
 * Puts each island's fallback (its template, just after the holder) in place of its server
 * rendering, which would otherwise stay on the page inert: for when the islands' code cannot load.
 */
export function showIslandFallbacks(): void {
  for (const holder of document.querySelectorAll(STATIC_ISLANDS_SELECTOR)) {
    const template = holder.nextElementSibling
    if (
      template instanceof HTMLTemplateElement &&
      template.hasAttribute(ISLAND_FALLBACK_ATTRIBUTE)
    ) {
      holder.replaceChildren(template.content.cloneNode(true))
    }
  }
}
