import type { ExtensionEntry } from '../../lib/catalogues/extension-entry'

/** What the reader filters by: text and tags. Tags combine with AND: each one narrows further. */
export interface CatalogueFilter {
  query: string
  tags: string[]
}

export const EMPTY_FILTER: CatalogueFilter = { query: '', tags: [] }

export const isEmptyFilter = (filter: CatalogueFilter) =>
  filter.query.trim() === '' && filter.tags.length === 0

/** Case-insensitive match of every word of the query in the name or the comment. */
export function matchesQuery(extension: ExtensionEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const haystack = `${extension.name} ${extension.comment}`.toLowerCase()
  return words.every((word) => haystack.includes(word))
}

const hasAllTags = (extension: ExtensionEntry, tags: readonly string[]) =>
  tags.every((tag) => extension.tags.includes(tag))

/** The extensions that match the text and carry every selected tag, in catalogue order. */
export function filterExtensions(
  extensions: readonly ExtensionEntry[],
  filter: CatalogueFilter,
): ExtensionEntry[] {
  return extensions.filter(
    (extension) => matchesQuery(extension, filter.query) && hasAllTags(extension, filter.tags),
  )
}

/**
 * For each tag, how many extensions the reader would see with that tag selected too: the shown
 * extensions that carry it. A selected tag's count is the number shown.
 */
export function tagCounts(
  tags: readonly string[],
  shown: readonly ExtensionEntry[],
): Map<string, number> {
  return new Map(tags.map((tag) => [tag, shown.filter((e) => e.tags.includes(tag)).length]))
}

/** The filter with a tag added, or removed when it was selected; tags stay in catalogue order. */
export function toggleTag(
  filter: CatalogueFilter,
  tag: string,
  allTags: readonly string[],
): CatalogueFilter {
  const selected = new Set(filter.tags)
  if (selected.has(tag)) selected.delete(tag)
  else selected.add(tag)
  return { ...filter, tags: allTags.filter((known) => selected.has(known)) }
}
