import { describe, expect, it } from 'vitest'
import { sectionUrl, switchHref } from './section-url'

describe('switchHref', () => {
  const v1 = { href: '/reference/javascript/v1', ids: ['start', 'select', 'eq'] }
  const dart = { href: '/reference/dart', ids: ['start', 'select'] }

  it('keeps the section when the other version or library has it', () => {
    expect(switchHref(v1, 'select')).toBe('/docs/reference/javascript/v1/select')
    expect(switchHref(dart, 'select')).toBe('/docs/reference/dart/select')
  })

  it('opens the top of the other document when it lacks the section', () => {
    expect(switchHref(v1, 'explain')).toBe('/docs/reference/javascript/v1')
    expect(switchHref(dart, 'home')).toBe('/docs/reference/dart')
  })
})

describe('sectionUrl', () => {
  it('puts the section after the document path, under the base path', () => {
    expect(sectionUrl('/reference/cli', 'plinth-db-reset')).toBe(
      '/docs/reference/cli/plinth-db-reset',
    )
  })
})
