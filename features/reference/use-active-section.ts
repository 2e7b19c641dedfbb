'use client'

import { useSyncExternalStore } from 'react'
import { activeSectionStore, NO_SECTION } from './active-section-store'

export function useActiveSection(): string {
  return useSyncExternalStore(
    activeSectionStore.subscribe,
    activeSectionStore.get,
    () => NO_SECTION,
  )
}
