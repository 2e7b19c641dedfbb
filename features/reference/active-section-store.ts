/**
 * The reference section the reader is at, shared by the scroll tracker (which writes it) and the
 * menu and switchers (which read it). `home` until a section is reached.
 */
let active = 'home'
const listeners = new Set<() => void>()

export const activeSectionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  get: () => active,
  set(id: string) {
    if (id === active) return
    active = id
    for (const listener of listeners) listener()
  },
}

export const REFERENCE_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 1,
  rootMargin: '30% 0% -35% 0px',
}
