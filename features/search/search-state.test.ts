import { describe, expect, it } from 'vitest'
import type { SearchResult } from '../../lib/search/rank-results'
import { initialSearchState, searchReducer, type SearchState } from './search-state'

const result = (url: string): SearchResult => ({
  url,
  title: url,
  heading: null,
  excerpt: '',
  kind: 'guide',
  label: 'Auth',
  version: null,
  latest: true,
  score: 1,
})

const ready = searchReducer(initialSearchState, { type: 'index-loaded' })

describe('searchReducer', () => {
  it('waits for the index, then for a query', () => {
    expect(initialSearchState).toEqual({ status: 'loading', query: '' })
    expect(ready).toEqual({ status: 'ready', query: '' })
  })

  it('searches what was typed while the index loaded, once it is ready', () => {
    const typed = searchReducer(initialSearchState, { type: 'typed', query: 'rpc' })
    expect(typed).toEqual({ status: 'loading', query: 'rpc' })
    expect(searchReducer(typed, { type: 'index-loaded' })).toEqual({
      status: 'searching',
      query: 'rpc',
      groups: [],
    })
  })

  it('shows the answer to the latest query and drops answers to older ones', () => {
    const first = searchReducer(ready, { type: 'typed', query: 'db' })
    const second = searchReducer(first, { type: 'typed', query: 'db push' })
    const stale = searchReducer(second, { type: 'answered', query: 'db', results: [result('/a')] })
    expect(stale).toBe(second)
    const answered = searchReducer(stale, {
      type: 'answered',
      query: 'db push',
      results: [result('/b')],
    })
    expect(answered).toMatchObject({ status: 'results', query: 'db push' })
    expect(answered.status === 'results' && answered.groups[0]?.results[0]?.url).toBe('/b')
  })

  it('keeps the previous results on screen while the next query runs', () => {
    const answered = searchReducer(searchReducer(ready, { type: 'typed', query: 'rpc' }), {
      type: 'answered',
      query: 'rpc',
      results: [result('/rpc')],
    })
    const next = searchReducer(answered, { type: 'typed', query: 'rpc call' })
    expect(next).toMatchObject({ status: 'searching', query: 'rpc call' })
    expect(next.status === 'searching' && next.groups).toHaveLength(1)
  })

  it('says when nothing matched, and goes back to ready on an empty query', () => {
    const none = searchReducer(searchReducer(ready, { type: 'typed', query: 'qwerty' }), {
      type: 'answered',
      query: 'qwerty',
      results: [],
    })
    expect(none).toEqual({ status: 'no-match', query: 'qwerty' })
    expect(searchReducer(none, { type: 'typed', query: '  ' })).toEqual(ready)
  })

  it('stays failed when the index cannot load', () => {
    const failed: SearchState = searchReducer(initialSearchState, { type: 'index-failed' })
    expect(searchReducer(failed, { type: 'typed', query: 'x' })).toBe(failed)
  })
})
