'use client'

import { useEffect } from 'react'
import type { Root } from 'react-dom/client'
import { STATIC_ISLANDS_SELECTOR } from './components/islands/island-attributes'
import { showIslandFallbacks } from './components/islands/show-island-fallbacks'

/**
 * Hydrates the islands of the page's static HTML once the page itself is hydrated. Their table
 * and the hydration's code load only with a page that has one: few do. If they cannot load, each
 * island shows its fallback.
 */
export function IslandHydrator() {
  useEffect(() => {
    if (!document.querySelector(STATIC_ISLANDS_SELECTOR)) return
    let roots: Root[] = []
    let mounted = true
    import('./island-components').then(
      (module) => {
        if (mounted) roots = module.hydrateIslandsOfPage()
      },
      () => {
        if (mounted) showIslandFallbacks()
      },
    )
    return () => {
      mounted = false
      roots.forEach((root) => root.unmount())
    }
  }, [])
  return null
}
