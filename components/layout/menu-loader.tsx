'use client'

import { useEffect } from 'react'
import { MENU_SRC_ATTRIBUTE } from '../../lib/export/menu-slot'
import { SITE_NAV_ID } from './site-nav-id'

/** Marks a fetched menu's links to this page, as the build marks spliced menus. */
function markCurrentPage(menu: Element) {
  const href = CSS.escape(window.location.pathname)
  for (const link of menu.querySelectorAll(`a[href="${href}"]`)) {
    link.setAttribute('aria-current', 'page')
    for (
      let group = link.closest('details');
      group;
      group = group.parentElement?.closest('details') ?? null
    ) {
      group.open = true
    }
  }
}

/**
 * Brings the page's entry of the side menu into view when the menu is taller than the screen.
 * Searches the navigation alone: a reference document is too large to search whole at load.
 */
const showCurrentEntry = () =>
  document
    .getElementById(SITE_NAV_ID)
    ?.querySelector('[data-side-menu] [aria-current="page"]')
    ?.scrollIntoView({ block: 'nearest' })

/**
 * The exported pages hold their menus (spliced in after the build, which fails when a menu's
 * fragment is missing); a page rendered without them (development) fetches each empty menu from its
 * fragment. Either way, the side menu shows the page's entry.
 */
export function MenuLoader() {
  useEffect(() => {
    showCurrentEntry()
    // Only development renders pages without the splice; the production bundle drops this.
    if (process.env.NODE_ENV !== 'development') return
    const controller = new AbortController()
    for (const slot of document.querySelectorAll(`[${MENU_SRC_ATTRIBUTE}]`)) {
      const src = slot.getAttribute(MENU_SRC_ATTRIBUTE)
      if (!src || slot.childElementCount > 0) continue
      fetch(src, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`${src} answered ${response.status}`)
          return response.text()
        })
        .then((html) => {
          slot.innerHTML = html
          markCurrentPage(slot)
          showCurrentEntry()
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            slot.textContent = `This menu could not be loaded (${String(error)}).`
        })
    }
    return () => controller.abort()
  }, [])
  return null
}
