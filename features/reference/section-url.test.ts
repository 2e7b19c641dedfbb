import { describe, expect, it } from 'vitest'
import { NO_SECTION } from './active-section-store'
import { switchHref } from './section-url'

describe('switchHref', () => {
  // Switching from a document with the sections start, select, eq and explain.
  const v1 = { path: '/reference/javascript/v1', missing: ['explain'] }
  const dart = { path: '/reference/dart', missing: ['eq', 'explain'] }

  it('keeps the section when the other version or library has it', () => {
    expect(switchHref(v1, 'select')).toBe('/docs/reference/javascript/v1/select')
    expect(switchHref(dart, 'select')).toBe('/docs/reference/dart/select')
  })

  it('opens the top of the other document when it lacks the section', () => {
    expect(switchHref(v1, 'explain')).toBe('/docs/reference/javascript/v1')
    expect(switchHref(dart, 'eq')).toBe('/docs/reference/dart')
    expect(switchHref(dart, NO_SECTION)).toBe('/docs/reference/dart')
  })
})
