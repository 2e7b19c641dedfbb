'use client'

import { useEffect } from 'react'
import type { Root } from 'react-dom/client'
import { hydrateIslands } from './components/islands/hydrate-islands'
import { STATIC_ISLANDS_SELECTOR } from './components/islands/island-attributes'
import { showIslandFallbacks } from './components/islands/show-island-fallbacks'
import { loadIslandsOfPage } from './island-components'

/**
 * Hydrates the islands of the page's static HTML once the page itself is hydrated, loading the
 * code of those it has (`island-components.ts`). If it cannot load, each island shows its
 * fallback.
 */
export function IslandHydrator() {
  useEffect(() => {
    const holders = [...document.querySelectorAll(STATIC_ISLANDS_SELECTOR)]
    if (holders.length === 0) return
    let roots: Root[] = []
    let mounted = true
    loadIslandsOfPage(holders).then(
      (components) => {
        if (mounted) roots = hydrateIslands(components, holders)
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
