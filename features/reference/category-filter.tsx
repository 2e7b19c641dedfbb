'use client'

import { useEffect, useMemo, useRef } from 'react'
import { categoryFilterStore, categoryShown } from './category-filter-store'
import { useCategoryFilter } from './use-category-filter'

export interface CategoryFilterProps {
  filters: { id: string; title: string }[]
}

/**
 * Narrows the document and its menu to one category (the CLI's tags). The document's categories
 * are static HTML, so they are shown and hidden through their `hidden` attribute.
 */
export function CategoryFilter({ filters }: CategoryFilterProps) {
  const selected = useCategoryFilter()
  const ids = useMemo(() => filters.map((filter) => filter.id), [filters])

  const filtered = useRef(false)

  useEffect(() => {
    // The static HTML shows every category: nothing to do until the reader first narrows it.
    if (selected === 'all' && !filtered.current) return
    filtered.current = true
    for (const category of document.querySelectorAll<HTMLElement>('[data-category]')) {
      category.hidden = !categoryShown(category.dataset.category ?? '', selected, ids)
    }
  }, [selected, ids])

  return (
    <div role="group" aria-label="Show commands" className="category-filter">
      {[{ id: 'all', title: 'All' }, ...filters].map((filter) => (
        <button
          key={filter.id}
          type="button"
          aria-pressed={selected === filter.id}
          onClick={() => categoryFilterStore.set(filter.id)}
        >
          {filter.title}
        </button>
      ))}
    </div>
  )
}
