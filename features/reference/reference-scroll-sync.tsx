'use client'

import { useEffect } from 'react'
import { sectionIdInPathname } from '../../lib/address/address'
import { spyOnHeadings } from '../../lib/browser/scroll-spy'
import { activeSectionStore, REFERENCE_OBSERVER_OPTIONS } from './active-section-store'
import { replaceSectionUrl } from './section-url'

/**
 * Marks the section the address names as active (landing on it if the early script could not),
 * then keeps the address and the active section in step with the heading in view while scrolling.
 */
export function ReferenceScrollSync({ docPath, ids }: { docPath: string; ids: string[] }) {
  useEffect(() => {
    const requested = sectionIdInPathname(window.location.pathname)
    if (ids.includes(requested)) {
      // Respect a reader who started scrolling before the app loaded.
      if (window.scrollY === 0) document.getElementById(requested)?.scrollIntoView()
      activeSectionStore.set(requested)
    }

    return spyOnHeadings(ids, REFERENCE_OBSERVER_OPTIONS, (current) => {
      activeSectionStore.set(current)
      replaceSectionUrl(docPath, current)
    })
  }, [docPath, ids])
  return null
}
