import type { HTMLAttributes } from 'react'
import { withBasePath } from '../../lib/address/address'
import { MENU_ON_OPEN_ATTRIBUTE, MENU_SRC_ATTRIBUTE } from '../../lib/export/menu-slot'
import './menu.css'

export interface MenuSlotProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  as: 'nav' | 'div'
  /** The menu's fragment: `menuFragmentPath(...)`, a site path. */
  src: string
  /** A popover's menu, fetched when the reader is about to open it rather than put in the page. */
  fetchOnOpen?: boolean
}

/**
 * The element that holds a menu, rendered empty: the menu's static HTML is spliced into it after
 * the build (or fetched by `MenuLoader` when the page is rendered without the splice), so it
 * reaches the reader once, in the HTML, and never in the page's RSC payload. A `fetchOnOpen` menu
 * is never spliced: `MenuLoader` fetches it when the reader points at, focuses or opens it.
 */
export function MenuSlot({ as: Tag, src, fetchOnOpen = false, ...attributes }: MenuSlotProps) {
  return (
    <Tag
      {...attributes}
      {...{ [fetchOnOpen ? MENU_ON_OPEN_ATTRIBUTE : MENU_SRC_ATTRIBUTE]: withBasePath(src) }}
      // React never renders the menu; its HTML arrives apart and stays as it is.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  )
}
