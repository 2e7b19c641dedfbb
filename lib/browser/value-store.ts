/** A value with subscribers, shaped for useSyncExternalStore. */
export interface ValueStore<T> {
  subscribe(listener: () => void): () => void
  get(): T
  set(value: T): void
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    get: () => current,
    set(value) {
      if (Object.is(value, current)) return
      current = value
      for (const listener of listeners) listener()
    },
  }
}
