import { describe, expect, it, vi } from 'vitest'
import { createValueStore } from './value-store'

describe('createValueStore', () => {
  it('tells subscribers about changes, not about the same value again', () => {
    const store = createValueStore('home')
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set('select')
    store.set('select')
    expect(store.get()).toBe('select')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.set('insert')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
