import { ISLAND_FALLBACK_ATTRIBUTE, STATIC_ISLANDS_SELECTOR } from './island-attributes'

/**
 * Moves each island's fallback (hidden just after the holder) in place of its server rendering,
 * which would otherwise stay on the page inert: for when the islands' code cannot load.
 */
export function showIslandFallbacks(): void {
  for (const holder of document.querySelectorAll(STATIC_ISLANDS_SELECTOR)) {
    const fallback = holder.nextElementSibling
    if (fallback?.hasAttribute(ISLAND_FALLBACK_ATTRIBUTE)) {
      holder.replaceChildren(...fallback.childNodes)
    }
  }
}
