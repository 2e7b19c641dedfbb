/** The category the reader narrowed the document to (`all` for none), shared by menu and filter. */
let selected = 'all'
const listeners = new Set<() => void>()

export const categoryFilterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  get: () => selected,
  set(id: string) {
    selected = id
    for (const listener of listeners) listener()
  },
}

/** Whether a category shows under a filter; categories outside the filter list always show. */
export function categoryShown(
  categoryId: string,
  filter: string,
  filterIds: readonly string[],
): boolean {
  return filter === 'all' || !filterIds.includes(categoryId) || categoryId === filter
}
