import { describe, expect, it } from 'vitest'
import { switchHref } from './section-url'

describe('switchHref', () => {
  const v1 = { path: '/reference/javascript/v1', ids: ['start', 'select', 'eq'] }
  const dart = { path: '/reference/dart', ids: ['start', 'select'] }

  it('keeps the section when the other version or library has it', () => {
    expect(switchHref(v1, 'select')).toBe('/docs/reference/javascript/v1/select')
    expect(switchHref(dart, 'select')).toBe('/docs/reference/dart/select')
  })

  it('opens the top of the other document when it lacks the section', () => {
    expect(switchHref(v1, 'explain')).toBe('/docs/reference/javascript/v1')
    expect(switchHref(dart, 'home')).toBe('/docs/reference/dart')
  })
})
