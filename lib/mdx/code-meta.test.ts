import { describe, expect, it } from 'vitest'
import { readMetaAttribute } from './code-meta'

describe('readMetaAttribute', () => {
  it('reads an attribute among others', () => {
    const meta = 'title="setup.sql" norun="shows output" {2-3}'
    expect(readMetaAttribute(meta, 'title')).toBe('setup.sql')
    expect(readMetaAttribute(meta, 'norun')).toBe('shows output')
  })

  it('returns null when the attribute is absent or only part of another name', () => {
    expect(readMetaAttribute('subtitle="x"', 'title')).toBeNull()
    expect(readMetaAttribute(null, 'title')).toBeNull()
  })

  it('keeps an empty value apart from a missing one', () => {
    expect(readMetaAttribute('norun=""', 'norun')).toBe('')
  })
})
