/**
 * Saved browser values (tab groups, closed alerts, the project selection) as an external store
 * for useSyncExternalStore: every reader re-renders when this tab or another one writes a key.
 * Values are stored as text; readers validate what they read.
 */
import { windowEventStore } from './window-event-store'

const store = windowEventStore('storage')

export const subscribeStored = store.subscribe

/** The raw stored text, or null; a stable snapshot for useSyncExternalStore. */
export function readStoredText(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes text as it is (null removes the key) and tells every reader. */
export function saveStoredTexts(entries: Record<string, string | null>): void {
  try {
    for (const [key, text] of Object.entries(entries)) {
      if (text === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, text)
    }
  } catch {
    // Storage can be full or disabled; the choice then lasts only for this page.
  }
  store.notify()
}
