import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_TO, sanitizeReturnTo } from './return-to'

describe('sanitizeReturnTo', () => {
  it('defaults to the docs home', () => {
    expect(DEFAULT_RETURN_TO).toBe('/docs')
  })

  it.each([
    '/docs/x',
    '/docs',
    '/dashboard/project/abc/settings/api',
    '/docs/guides?tab=js#install',
  ])('keeps the same-origin path %s', (value) => {
    expect(sanitizeReturnTo(value)).toBe(value)
  })

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'docs/x'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/docs\n'],
    ['an empty string', ''],
    ['a missing value', undefined],
    ['null', null],
  ])('rejects %s', (_label, value) => {
    expect(sanitizeReturnTo(value)).toBe('/docs')
  })
})
