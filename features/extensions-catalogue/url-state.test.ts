import { describe, expect, it } from 'vitest'
import { EMPTY_FILTER } from './filter'
import { MAX_QUERY_LENGTH, parseFilter, serializeFilter } from './url-state'

const tags = ['AI', 'Data Type', 'Geo', 'Search']

describe('parseFilter', () => {
  it('reads the text and the tags of a shared link, in catalogue order', () => {
    expect(parseFilter('?q=vector&tags=Search,Data%20Type', tags)).toEqual({
      query: 'vector',
      tags: ['Data Type', 'Search'],
    })
  })

  it('is the empty filter without parameters', () => {
    expect(parseFilter('', tags)).toEqual(EMPTY_FILTER)
  })

  it('drops unknown tags and keeps the known ones', () => {
    expect(parseFilter('?tags=Geo,Maps,geo', tags)).toEqual({ query: '', tags: ['Geo'] })
  })

  it('ignores a tags value that does not parse', () => {
    expect(parseFilter('?tags=,,', tags).tags).toEqual([])
    expect(parseFilter('?tags=', tags).tags).toEqual([])
  })

  it('ignores a text filter longer than a reader would type', () => {
    const long = 'a'.repeat(MAX_QUERY_LENGTH + 1)
    expect(parseFilter(`?q=${long}&tags=Geo`, tags)).toEqual({ query: '', tags: ['Geo'] })
  })
})

describe('serializeFilter', () => {
  it('writes the text and comma-separated tags', () => {
    expect(serializeFilter({ query: 'geo data', tags: ['Data Type', 'Geo'] })).toBe(
      '?q=geo%20data&tags=Data%20Type,Geo',
    )
  })

  it('writes nothing for the empty filter and keeps other parameters', () => {
    expect(serializeFilter(EMPTY_FILTER)).toBe('')
    expect(serializeFilter(EMPTY_FILTER, '?q=old&tags=Geo&ref=x')).toBe('?ref=x')
    expect(serializeFilter({ query: 'cron', tags: [] }, '?ref=x')).toBe('?ref=x&q=cron')
  })

  it('round-trips through parseFilter', () => {
    const filter = { query: 'a&b=c, d', tags: ['AI', 'Search'] }
    expect(parseFilter(serializeFilter(filter), tags)).toEqual(filter)
  })
})
