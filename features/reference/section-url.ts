import { sectionPath, withBasePath } from '../../lib/address/address'

/** Shows the section's address without adding a history entry. */
export function replaceSectionUrl(docPath: string, id: string): void {
  const href = withBasePath(sectionPath(docPath, id))
  if (window.location.pathname !== href) window.history.replaceState(null, '', href)
}

/** Where a switch target opens: at the reader's section when the target has it, else at its top. */
export function switchHref(
  target: { path: string; ids: readonly string[] },
  activeId: string,
): string {
  return withBasePath(
    target.ids.includes(activeId) ? sectionPath(target.path, activeId) : target.path,
  )
}
