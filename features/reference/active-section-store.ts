import { createValueStore } from '../../lib/browser/value-store'

/**
 * The reference section the reader is at, shared by the scroll tracker (which writes it) and the
 * menu and switchers (which read it). `home` until a section is reached.
 */
export const activeSectionStore = createValueStore('home')

export const REFERENCE_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 1,
  rootMargin: '30% 0% -35% 0px',
}
