import { describe, expect, it } from 'vitest'
import { contentTypeOf } from './content-types'

describe('contentTypeOf', () => {
  it('knows the types the export contains', () => {
    expect(contentTypeOf('a.html')).toBe('text/html; charset=utf-8')
    expect(contentTypeOf('a.js')).toBe('text/javascript; charset=utf-8')
    expect(contentTypeOf('a.css')).toBe('text/css; charset=utf-8')
    expect(contentTypeOf('guides/auth.md')).toBe('text/markdown; charset=utf-8')
    expect(contentTypeOf('a.svg')).toBe('image/svg+xml')
    expect(contentTypeOf('A.HTML')).toBe('text/html; charset=utf-8')
    expect(contentTypeOf('a.unknown')).toBe('application/octet-stream')
  })
})
