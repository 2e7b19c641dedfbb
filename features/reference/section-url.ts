import { sectionPath, withBasePath } from '../../lib/address/address'

/** The address of a section as the browser shows it. */
export const sectionUrl = (docHref: string, id: string) => withBasePath(sectionPath(docHref, id))

/** Shows the section's address without adding a history entry. */
export function replaceSectionUrl(docHref: string, id: string): void {
  const url = sectionUrl(docHref, id)
  if (window.location.pathname !== url) window.history.replaceState(null, '', url)
}

/** Where a switch target opens: at the reader's section when the target has it, else at its top. */
export function switchHref(
  target: { href: string; ids: readonly string[] },
  activeId: string,
): string {
  return target.ids.includes(activeId)
    ? sectionUrl(target.href, activeId)
    : withBasePath(target.href)
}
