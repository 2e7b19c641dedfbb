import { MenuSlot } from '../../components/layout/menu-slot'
import { menuFragmentPath } from '../../lib/address/address'
import { REFERENCE_MENU } from './reference-menu-names'

/**
 * Every section of the document by category (`referenceMenuHtml`, static HTML spliced into the
 * page); `ReferenceMenuFollower` marks the section in view and scrolls to the one clicked.
 */
export function ReferenceMenu({ docPath, label }: { docPath: string; label: string }) {
  return (
    <MenuSlot
      as="nav"
      src={menuFragmentPath(docPath)}
      aria-label={`${label} reference`}
      data-side-menu=""
      {...{ [REFERENCE_MENU]: '' }}
    />
  )
}
