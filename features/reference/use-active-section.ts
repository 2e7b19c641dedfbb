'use client'

import { useSyncExternalStore } from 'react'
import { activeSectionStore } from './active-section-store'

export function useActiveSection(): string {
  return useSyncExternalStore(activeSectionStore.subscribe, activeSectionStore.get, () => 'home')
}
