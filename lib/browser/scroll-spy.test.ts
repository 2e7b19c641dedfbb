import { describe, expect, it } from 'vitest'
import { pickActive } from './scroll-spy'

describe('pickActive', () => {
  const ids = ['intro', 'install', 'usage']

  it('picks the first visible heading in document order', () => {
    expect(pickActive(ids, new Set(['usage', 'install']), null)).toBe('install')
  })

  it('keeps the previous heading while none is in view', () => {
    expect(pickActive(ids, new Set(), 'install')).toBe('install')
  })
})
