import { createValueStore } from '../../lib/browser/value-store'

/** The active section before the reader reaches one. */
export const NO_SECTION = 'home'

/**
 * The reference section the reader is at, shared by the scroll tracker (which writes it) and the
 * menu and switchers (which read it). `NO_SECTION` until a section is reached.
 */
export const activeSectionStore = createValueStore(NO_SECTION)

export const REFERENCE_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 1,
  rootMargin: '30% 0% -35% 0px',
}
