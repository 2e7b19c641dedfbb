import { parse } from 'node-html-parser'
import { stripBasePath } from '../address/address'
import { sectionsContainer } from '../reference/sections-container'
import { insertAtStart } from './insert-html'

/**
 * Puts a document's sections into its exported page: the page as React rendered it holds an empty
 * container naming the fragment file. Returns the page unchanged when it is not a reference
 * document. Throws when the container is not empty or the fragment it names does not exist.
 */
export function spliceReferenceSections(
  page: string,
  readFragment: (sitePath: string) => string | null,
): string {
  // Most reference pages are crawler pages: no need to parse those.
  if (!page.includes(sectionsContainer.id)) return page
  const container = parse(page).getElementById(sectionsContainer.id)
  if (!container) return page
  const src = container.getAttribute(sectionsContainer.srcAttribute)
  if (!src) throw new Error(`#${sectionsContainer.id} names no ${sectionsContainer.srcAttribute}`)
  if (container.childNodes.length > 0) throw new Error(`#${sectionsContainer.id} is not empty`)
  const sitePath = stripBasePath(src)
  const fragment = sitePath === null ? null : readFragment(sitePath)
  if (fragment === null) throw new Error(`the reference sections fragment ${src} does not exist`)
  return insertAtStart(page, container, fragment)
}
