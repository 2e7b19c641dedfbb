'use client'

import { useEffect } from 'react'
import { sectionIdInPathname } from '../../lib/address/address'
import { spyOnHeadings } from '../../lib/browser/scroll-spy'
import { sectionsContainer } from '../../lib/reference/sections-container'
import { activeSectionStore, REFERENCE_OBSERVER_OPTIONS } from './active-section-store'
import { replaceSectionUrl } from './section-url'

/** The ids of the document's sections, in order, read from its static HTML. */
const sectionIds = () =>
  [
    ...(document
      .getElementById(sectionsContainer.id)
      ?.querySelectorAll('section[aria-labelledby]') ?? []),
  ].map((section) => section.getAttribute('aria-labelledby') ?? '')

/**
 * Marks the section the address names as active (landing on it if the early script could not),
 * then keeps the address and the active section in step with the heading in view while scrolling.
 * Rendered once the sections are in the page.
 */
export function ReferenceScrollSync({ docPath }: { docPath: string }) {
  useEffect(() => {
    const ids = sectionIds()
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
  }, [docPath])
  return null
}
