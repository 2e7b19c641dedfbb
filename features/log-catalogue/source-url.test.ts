import { describe, expect, it } from 'vitest'
import { parseSource, serializeSource } from './source-url'

const ids = ['edge_logs', 'auth_logs', 'postgres_logs']

describe('parseSource', () => {
  it('selects the source the address names', () => {
    expect(parseSource('?source=auth_logs', ids)).toBe('auth_logs')
  })

  it('falls back to the first source when none or an unknown one is named', () => {
    expect(parseSource('', ids)).toBe('edge_logs')
    expect(parseSource('?source=no_such_logs', ids)).toBe('edge_logs')
    expect(parseSource('?source=', ids)).toBe('edge_logs')
  })
})

describe('serializeSource', () => {
  it('writes the source and keeps other parameters', () => {
    expect(serializeSource('postgres_logs')).toBe('?source=postgres_logs')
    expect(serializeSource('postgres_logs', '?source=edge_logs&ref=x')).toBe(
      '?source=postgres_logs&ref=x',
    )
  })

  it('round-trips through parseSource', () => {
    expect(parseSource(serializeSource('auth_logs', '?a=1'), ids)).toBe('auth_logs')
  })
})
