import { stripBasePath } from '../address/address'

/** The empty body React renders for a reference document: `data-sections-src` names its fragment. */
const EMPTY_BODY = /(<div id="reference-body"[^>]*? data-sections-src="([^"]+)"[^>]*>)(<\/div>)/

/**
 * Puts a document's sections into its exported page: the page as React rendered it holds an empty
 * body naming the fragment file. Returns the page unchanged when it is not a reference document.
 * Throws when the fragment the page names does not exist.
 */
export function spliceReferenceSections(
  page: string,
  readFragment: (sitePath: string) => string | null,
): string {
  const match = EMPTY_BODY.exec(page)
  if (!match) return page
  const [whole, open = '', src = '', close = ''] = match
  const sitePath = stripBasePath(src)
  const fragment = sitePath === null ? null : readFragment(sitePath)
  if (fragment === null) throw new Error(`the reference sections fragment ${src} does not exist`)
  return page.replace(whole, () => `${open}${fragment}${close}`)
}
