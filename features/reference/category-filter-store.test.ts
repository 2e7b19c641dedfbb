import { describe, expect, it } from 'vitest'
import { categoryShown } from './category-filter-store'

describe('categoryShown', () => {
  const tags = ['local-dev', 'management-api', 'other-commands']

  it('shows every category without a filter', () => {
    expect(tags.every((tag) => categoryShown(tag, 'all', tags))).toBe(true)
  })

  it('shows only the chosen tag, and always the categories no tag covers', () => {
    expect(categoryShown('management-api', 'management-api', tags)).toBe(true)
    expect(categoryShown('local-dev', 'management-api', tags)).toBe(false)
    expect(categoryShown('getting-started', 'management-api', tags)).toBe(true)
  })
})
