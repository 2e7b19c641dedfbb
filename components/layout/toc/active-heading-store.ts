import { spyOnHeadings } from '../../../lib/browser/scroll-spy'
import { createValueStore } from '../../../lib/browser/value-store'

/** Which heading the reader is at, tracked while the table of contents is subscribed. */
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

export function createActiveHeadingStore(ids: string[]): ActiveHeadingStore {
  const active = createValueStore<string | null>(null)
  let stopSpying: (() => void) | null = null
  let subscribers = 0

  return {
    subscribe(listener) {
      const unsubscribe = active.subscribe(listener)
      subscribers += 1
      if (subscribers === 1) stopSpying = spyOnHeadings(ids, TOC_OBSERVER_OPTIONS, active.set)
      return () => {
        unsubscribe()
        subscribers -= 1
        if (subscribers === 0) {
          stopSpying?.()
          stopSpying = null
        }
      }
    },
    getSnapshot: active.get,
    set: active.set,
  }
}
