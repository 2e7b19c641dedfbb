import { loadBuiltPagefind } from '../../lib/search/node-pagefind'
import type { PagefindApi } from '../../lib/search/pagefind-api'
import { runSearch } from '../../lib/search/run-search'
import { siteConfig } from '../../site.config'
import type { DocsSearch } from './docs-tools'

/**
 * Search as the site's dialog runs it: the export's Pagefind index, then the dialog's ranking.
 * The index loads on the first query.
 */
export function createDocsSearch(exportDir: string): DocsSearch {
  let pagefind: Promise<PagefindApi> | null = null
  return async (query) => {
    pagefind ??= loadBuiltPagefind(exportDir)
    return (await runSearch(await pagefind, query, siteConfig.cliName)) ?? []
  }
}
