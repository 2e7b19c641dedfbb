'use client'

import { useEffect, useState, type ReactNode } from 'react'
import { sectionsContainer } from '../../lib/reference/sections-container'

const hasSections = () =>
  (document.getElementById(sectionsContainer.id)?.childElementCount ?? 0) > 0

/**
 * The exported page carries its sections' HTML (spliced in after the build). When React renders
 * the page itself (a client-side navigation, or development), the body is empty: the sections are
 * fetched from their static fragment. What needs the sections in the page waits for them.
 */
export function ReferenceSections({ src, children }: { src: string; children: ReactNode }) {
  const [ready, setReady] = useState(() => typeof document !== 'undefined' && hasSections())

  useEffect(() => {
    if (ready) return
    const controller = new AbortController()
    const body = document.getElementById(sectionsContainer.id)
    fetch(src, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${src} answered ${response.status}`)
        return response.text()
      })
      .then((html) => {
        if (body) body.innerHTML = html
        setReady(true)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || !body) return
        body.textContent = `This reference could not be loaded (${String(error)}). Reload the page to try again.`
      })
    return () => controller.abort()
  }, [ready, src])

  return ready ? children : null
}
