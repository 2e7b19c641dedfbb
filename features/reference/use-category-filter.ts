'use client'

import { useSyncExternalStore } from 'react'
import { categoryFilterStore } from './category-filter-store'

export function useCategoryFilter(): string {
  return useSyncExternalStore(categoryFilterStore.subscribe, categoryFilterStore.get, () => 'all')
}
