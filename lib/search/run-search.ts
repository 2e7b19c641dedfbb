import type { PagefindApi } from './pagefind-api'
import { rankResults, type SearchResult } from './rank-results'

/** How many of Pagefind's hits are loaded and re-ranked for one query. */
export const HITS_RANKED = 24

/** Pagefind's own ranking weights: lower page-length weight so short reference sections are not buried. */
export const PAGEFIND_RANKING = { pageLength: 0.5, termSaturation: 1.2 } as const

/**
 * Runs a query: Pagefind's hits, their data loaded, then ranked. Null when a later query replaced
 * this one before it finished.
 */
export async function runSearch(
  pagefind: PagefindApi,
  query: string,
  cliName: string,
): Promise<SearchResult[] | null> {
  const found = await pagefind.search(query)
  if (!found) return null
  const hits = await Promise.all(
    found.results
      .slice(0, HITS_RANKED)
      .map(async (hit) => ({ score: hit.score, page: await hit.data() })),
  )
  return rankResults(query, hits, cliName)
}
