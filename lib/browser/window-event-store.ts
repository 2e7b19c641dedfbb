/**
 * The subscribe half of an external store for useSyncExternalStore over a browser value: readers
 * hear of changes from another source (`eventName` on the window, such as `storage` or `popstate`)
 * and of this tab's own writes, which call `notify`.
 */
export function windowEventStore(eventName: keyof WindowEventMap) {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      window.addEventListener(eventName, listener)
      return () => {
        listeners.delete(listener)
        window.removeEventListener(eventName, listener)
      }
    },
    notify(): void {
      for (const listener of listeners) listener()
    },
  }
}
