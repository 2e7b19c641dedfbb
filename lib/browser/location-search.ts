/**
 * The address's query string as an external store for useSyncExternalStore, so a view that keeps
 * its state in the address (catalogue filters, the selected log source) reads it on load and
 * rewrites it without a reload. The server snapshot is '' (the unfiltered view).
 */
import { windowEventStore } from './window-event-store'

const store = windowEventStore('popstate')

export const subscribeSearch = store.subscribe

export const readSearch = (): string => window.location.search

export const serverSearch = (): string => ''

/** Replaces the query string in place (no reload, no new history entry) and tells every reader. */
export function replaceSearch(search: string): void {
  if (search === window.location.search) return
  const { pathname, hash } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`)
  store.notify()
}
