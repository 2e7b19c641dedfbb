'use client'

import { useEffect } from 'react'
import {
  MENU_FETCH_ATTRIBUTE,
  MENU_ON_OPEN_ATTRIBUTE,
  MENU_SRC_ATTRIBUTE,
} from '../../lib/export/menu-slot'
import { fillMenu } from './fill-menu'
import { SITE_NAV_COLUMN_ID } from './site-nav-id'

/**
 * Brings the page's entry of the side menu into view when the menu is taller than the screen.
 * Searches the docked column alone: a reference document is too large to search whole at load.
 */
const showCurrentEntry = () =>
  document
    .getElementById(SITE_NAV_COLUMN_ID)
    ?.querySelector('[data-side-menu] [aria-current="page"]')
    ?.scrollIntoView({ block: 'nearest' })

/**
 * Whether `element` is a popover the browser shows; where it has no popovers, none is (and
 * `:popover-open` would not parse).
 */
const isOpenPopover = (element: Element) =>
  'togglePopover' in element && element.matches(':popover-open')

/**
 * Loads a menu that waits for its reader (`MENU_ON_OPEN_ATTRIBUTE`) once, as soon as the reader
 * points at or focuses the button that opens it, or it opens: by the time it shows, the fragment
 * has usually come. A header menu is a popover itself; the navigation dialog's list is inside the
 * dialog, which its menu button controls. A popover the reader opened before the app started
 * (the browser opens it without the app) loads at once.
 */
function fetchOnOpen(slot: HTMLElement, signal: AbortSignal) {
  const src = slot.getAttribute(MENU_ON_OPEN_ATTRIBUTE)
  if (!src) return
  let loading: Promise<void> | null = null
  const load = () => {
    loading ??= fillMenu(slot, src, signal)
  }
  const listen = { signal, once: true }
  const opens = slot.closest('[popover], dialog') ?? slot
  if (isOpenPopover(opens)) load()
  opens.addEventListener('beforetoggle', load, listen)
  const id = CSS.escape(opens.id)
  const trigger = document.querySelector(`[popovertarget="${id}"], [aria-controls="${id}"]`)
  trigger?.addEventListener('pointerenter', load, listen)
  trigger?.addEventListener('focus', load, listen)
}

/**
 * A reference's pages hold its menu (spliced in after the build, which fails when a menu's
 * fragment is missing); a page rendered without it (development) fetches each empty menu from its
 * fragment. A guide area's side menu comes from its fragment, which the page preloads
 * (`SideMenu`). The header's popover menus are in no page: they load when the reader is about to
 * open one. Either way, the side menu shows the page's entry.
 */
export function MenuLoader() {
  useEffect(() => {
    showCurrentEntry()
    const controller = new AbortController()
    for (const nav of document.querySelectorAll(`[${MENU_FETCH_ATTRIBUTE}]`)) {
      const src = nav.getAttribute(MENU_FETCH_ATTRIBUTE) ?? ''
      void fillMenu(nav, src, controller.signal).then(showCurrentEntry)
    }
    for (const slot of document.querySelectorAll<HTMLElement>(`[${MENU_ON_OPEN_ATTRIBUTE}]`)) {
      fetchOnOpen(slot, controller.signal)
    }
    // Only development renders pages without the splice; the production bundle drops this.
    if (process.env.NODE_ENV === 'development') {
      for (const slot of document.querySelectorAll(`[${MENU_SRC_ATTRIBUTE}]`)) {
        const src = slot.getAttribute(MENU_SRC_ATTRIBUTE)
        if (src && slot.childElementCount === 0) {
          void fillMenu(slot, src, controller.signal).then(showCurrentEntry)
        }
      }
    }
    return () => controller.abort()
  }, [])
  return null
}
