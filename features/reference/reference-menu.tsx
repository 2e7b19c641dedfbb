import { MenuSlot } from '../../components/layout/menu-slot'
import { menuFragmentPath } from '../../lib/address/address'
import { ReferenceMenuFollower } from './reference-menu-follower'
import { REFERENCE_MENU } from './reference-menu-names'

/**
 * Every section of the document by category (`referenceMenuHtml`, static HTML spliced into the
 * page); the section in view is marked and kept in view, and a click scrolls to its section.
 */
export function ReferenceMenu({ docPath, label }: { docPath: string; label: string }) {
  return (
    <>
      <MenuSlot
        as="nav"
        src={menuFragmentPath(docPath)}
        aria-label={`${label} reference`}
        data-side-menu=""
        {...{ [REFERENCE_MENU]: '' }}
      />
      <ReferenceMenuFollower docPath={docPath} />
    </>
  )
}
