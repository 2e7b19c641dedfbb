import { createValueStore } from '../../lib/browser/value-store'

/** The category the reader narrowed the document to (`all` for none), shared by menu and filter. */
export const categoryFilterStore = createValueStore('all')

/** Whether a category shows under a filter; categories outside the filter list always show. */
export function categoryShown(
  categoryId: string,
  filter: string,
  filterIds: readonly string[],
): boolean {
  return filter === 'all' || !filterIds.includes(categoryId) || categoryId === filter
}
