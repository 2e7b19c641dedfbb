import { describe, expect, it } from 'vitest'
import type { ExtensionEntry } from '../../lib/catalogues/extension-entry'
import { filterExtensions, isEmptyFilter, tagCounts, toggleTag } from './filter'

const entry = (name: string, comment: string, tags: string[]): ExtensionEntry => ({
  name,
  comment,
  tags,
  link: `https://example.org/${name}`,
  hasGuide: false,
  product: null,
})

const extensions = [
  entry('postgis', 'Geometry and geography types', ['Geo']),
  entry('pgrouting', 'Routing on top of PostGIS', ['Geo', 'Utility']),
  entry('vector', 'Nearest-neighbour search on embeddings', ['AI', 'Search']),
  entry('pg_trgm', 'Trigram similarity search', ['Search']),
]
const allTags = ['AI', 'Geo', 'Search', 'Utility']
const names = (list: ExtensionEntry[]) => list.map((e) => e.name)

describe('filterExtensions', () => {
  it('matches the text in the name or the comment, case-insensitively', () => {
    expect(names(filterExtensions(extensions, { query: 'POSTGIS', tags: [] }))).toEqual([
      'postgis',
      'pgrouting',
    ])
    expect(names(filterExtensions(extensions, { query: 'trgm', tags: [] }))).toEqual(['pg_trgm'])
  })

  it('needs every word of the text', () => {
    expect(names(filterExtensions(extensions, { query: 'search trigram', tags: [] }))).toEqual([
      'pg_trgm',
    ])
  })

  it('combines tags with AND', () => {
    expect(names(filterExtensions(extensions, { query: '', tags: ['Search'] }))).toEqual([
      'vector',
      'pg_trgm',
    ])
    expect(names(filterExtensions(extensions, { query: '', tags: ['Search', 'AI'] }))).toEqual([
      'vector',
    ])
    expect(filterExtensions(extensions, { query: '', tags: ['Geo', 'AI'] })).toEqual([])
  })

  it('applies the text and the tags together', () => {
    expect(names(filterExtensions(extensions, { query: 'routing', tags: ['Geo'] }))).toEqual([
      'pgrouting',
    ])
  })
})

describe('tagCounts', () => {
  it('counts, per tag, the shown extensions that carry it', () => {
    const shown = filterExtensions(extensions, { query: '', tags: ['Search'] })
    expect(Object.fromEntries(tagCounts(allTags, shown))).toEqual({
      AI: 1,
      Geo: 0,
      Search: 2,
      Utility: 0,
    })
  })

  it('gives each tag the number of results selecting it would show', () => {
    const filter = { query: 'search', tags: [] }
    const counts = tagCounts(allTags, filterExtensions(extensions, filter))
    for (const tag of allTags) {
      const selected = toggleTag(filter, tag, allTags)
      expect(counts.get(tag)).toBe(filterExtensions(extensions, selected).length)
    }
  })
})

describe('toggleTag', () => {
  it('adds and removes a tag, keeping catalogue order', () => {
    const once = toggleTag({ query: 'x', tags: ['Search'] }, 'AI', allTags)
    expect(once).toEqual({ query: 'x', tags: ['AI', 'Search'] })
    expect(toggleTag(once, 'AI', allTags)).toEqual({ query: 'x', tags: ['Search'] })
  })
})

describe('isEmptyFilter', () => {
  it('treats blank text without tags as no filter', () => {
    expect(isEmptyFilter({ query: '  ', tags: [] })).toBe(true)
    expect(isEmptyFilter({ query: '', tags: ['AI'] })).toBe(false)
  })
})
