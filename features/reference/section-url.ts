import { sectionPath, withBasePath } from '../../lib/address/address'
import { NO_SECTION } from './active-section-store'

/** Shows the section's address without adding a history entry. */
export function replaceSectionUrl(docPath: string, id: string): void {
  const href = withBasePath(sectionPath(docPath, id))
  if (window.location.pathname !== href) window.history.replaceState(null, '', href)
}

/**
 * Where a switch target opens: at the reader's section (`activeId`, or `NO_SECTION` before one is
 * reached), unless the target lacks it (`missing`); then at its top.
 */
export function switchHref(
  target: { path: string; missing: readonly string[] },
  activeId: string,
): string {
  return withBasePath(
    activeId === NO_SECTION || target.missing.includes(activeId)
      ? target.path
      : sectionPath(target.path, activeId),
  )
}
