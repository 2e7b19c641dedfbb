import { stripBasePath } from '../address/address'
import { sectionsContainer } from '../reference/sections-container'
import { fillFragmentSlots, findFragmentSlots } from './fragment-slots'

/**
 * Puts a document's sections into its exported page: the page as React rendered it holds an empty
 * container naming the fragment file (a fragment slot, as the menus' are). Returns the page
 * unchanged when it is not a reference document. Throws when the container is not empty or the
 * fragment it names does not exist.
 */
export function spliceReferenceSections(
  page: string,
  readFragment: (sitePath: string) => string | null,
): string {
  const slots = findFragmentSlots(page, sectionsContainer.srcAttribute)
  return fillFragmentSlots(page, slots, ({ src }) => {
    const sitePath = stripBasePath(src)
    const fragment = sitePath === null ? null : readFragment(sitePath)
    if (fragment === null) throw new Error(`the reference sections fragment ${src} does not exist`)
    return fragment
  })
}
