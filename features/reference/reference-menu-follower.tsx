'use client'

import { useEffect } from 'react'
import { activeSectionStore } from './active-section-store'
import { REFERENCE_MENU, REFERENCE_MENU_SECTION } from './reference-menu-names'
import { replaceSectionUrl } from './section-url'

/**
 * Moves the mark of the document's menu (static HTML) to the section the reader is at and keeps
 * it in view; a click on a section scrolls to it in this page and shows its address.
 */
export function ReferenceMenuFollower({ docPath }: { docPath: string }) {
  useEffect(() => {
    const menu = document.querySelector(`[${REFERENCE_MENU}]`)
    if (!menu) return
    let marked: Element | null = null
    const mark = () => {
      const id = CSS.escape(activeSectionStore.get())
      const link = menu.querySelector(`a[${REFERENCE_MENU_SECTION}="${id}"]`)
      if (link === marked) return
      marked?.removeAttribute('aria-current')
      link?.setAttribute('aria-current', 'location')
      link?.scrollIntoView({ block: 'nearest' })
      marked = link
    }
    const go = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      const id = link?.getAttribute(REFERENCE_MENU_SECTION)
      const target = id ? document.getElementById(id) : null
      if (
        !id ||
        !target ||
        (event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey))
      )
        return
      event.preventDefault()
      target.scrollIntoView()
      activeSectionStore.set(id)
      replaceSectionUrl(docPath, id)
    }
    mark()
    const stopFollowing = activeSectionStore.subscribe(mark)
    menu.addEventListener('click', go)
    return () => {
      stopFollowing()
      menu.removeEventListener('click', go)
    }
  }, [docPath])
  return null
}
