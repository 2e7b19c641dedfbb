/** Which heading the reader is at, tracked by an IntersectionObserver and read by the TOC. */
export interface ActiveHeadingStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): string | null
  /** Marks a heading active at once, e.g. when the reader clicks its TOC entry. */
  set(id: string): void
}

export const TOC_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 1,
  rootMargin: '-20% 0% -35% 0%',
}

/** The first visible heading in document order; the last active one while none is visible. */
export function pickActive(ids: string[], visible: ReadonlySet<string>, previous: string | null) {
  return ids.find((id) => visible.has(id)) ?? previous
}

export function createActiveHeadingStore(ids: string[]): ActiveHeadingStore {
  let active: string | null = null
  const visible = new Set<string>()
  const listeners = new Set<() => void>()
  let observer: IntersectionObserver | null = null

  const emit = (next: string | null) => {
    if (next === active) return
    active = next
    for (const listener of listeners) listener()
  }

  const start = () => {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target.id)
        else visible.delete(entry.target.id)
      }
      emit(pickActive(ids, visible, active))
    }, TOC_OBSERVER_OPTIONS)
    for (const id of ids) {
      const heading = document.getElementById(id)
      if (heading) observer.observe(heading)
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) start()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          observer?.disconnect()
          observer = null
          visible.clear()
        }
      }
    },
    getSnapshot: () => active,
    set: emit,
  }
}
