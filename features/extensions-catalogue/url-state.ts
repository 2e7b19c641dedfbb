import { EMPTY_FILTER, type CatalogueFilter } from './filter'

/** The longest text filter read from a link; a longer value is not a filter a reader typed. */
export const MAX_QUERY_LENGTH = 100

/** A comma-separated list of one or more non-empty tags. */
const TAG_LIST = /^[^,]+(,[^,]+)*$/

/**
 * The filter of a query string (`?q=geo&tags=Geo,Search`). Unknown tags are dropped; a value that
 * does not parse (too long, an empty tag list) is ignored.
 */
export function parseFilter(search: string, knownTags: readonly string[]): CatalogueFilter {
  const params = new URLSearchParams(search)
  const query = params.get('q') ?? ''
  const tags = params.get('tags')
  const picked =
    tags !== null && TAG_LIST.test(tags) ? new Set(tags.split(',').map((tag) => tag.trim())) : null
  return {
    query: query.length <= MAX_QUERY_LENGTH ? query : EMPTY_FILTER.query,
    tags: picked ? knownTags.filter((tag) => picked.has(tag)) : [],
  }
}

/**
 * The query string for a filter, keeping any other parameter of `search`: `?q=geo&tags=Geo,Search`,
 * or '' when nothing is filtered.
 */
export function serializeFilter(filter: CatalogueFilter, search = ''): string {
  const others = new URLSearchParams(search)
  others.delete('q')
  others.delete('tags')
  const parts = others.toString() === '' ? [] : [others.toString()]
  if (filter.query !== '') parts.push(`q=${encodeURIComponent(filter.query)}`)
  if (filter.tags.length > 0) parts.push(`tags=${filter.tags.map(encodeURIComponent).join(',')}`)
  return parts.length === 0 ? '' : `?${parts.join('&')}`
}
