'use client'

import { useEffect } from 'react'
import { activeSectionStore, REFERENCE_OBSERVER_OPTIONS } from './active-section-store'
import { replaceSectionUrl } from './section-url'

/**
 * Marks the section the address names as active (landing on it if the early script could not),
 * then keeps the address and the active section in step with the heading in view while scrolling.
 */
export function ReferenceScrollSync({ docHref, ids }: { docHref: string; ids: string[] }) {
  useEffect(() => {
    const requested = window.location.pathname.split('/').pop() ?? ''
    if (ids.includes(requested)) {
      // Respect a reader who started scrolling before the app loaded.
      if (window.scrollY === 0) document.getElementById(requested)?.scrollIntoView()
      activeSectionStore.set(requested)
    }

    const visible = new Set<string>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id)
        else visible.delete(entry.target.id)
      }
      const current = ids.find((id) => visible.has(id))
      if (!current) return
      activeSectionStore.set(current)
      replaceSectionUrl(docHref, current)
    }, REFERENCE_OBSERVER_OPTIONS)
    for (const id of ids) {
      const heading = document.getElementById(id)
      if (heading) observer.observe(heading)
    }
    return () => observer.disconnect()
  }, [docHref, ids])
  return null
}
