/**
 * Search ranking over the real built index (out/pagefind), through the same ranking code as the
 * dialog. Each query lists the pages a developer expects in the top three; `first` is the one
 * result that must lead (an exact function, command or page title). Runs after the build.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { PagefindApi } from '../../lib/search/pagefind-api'
import type { SearchResult } from '../../lib/search/rank-results'
import { runSearch } from '../../lib/search/run-search'
import { siteConfig } from '../../site.config'
import { loadBuiltPagefind } from '../../lib/search/node-pagefind'
import { rankingExpectations as expectations } from '../support/search-queries'

const js = '/reference/javascript'

const pagePath = (result: SearchResult) => result.url.split('#')[0]

let pagefind: PagefindApi

beforeAll(async () => {
  pagefind = await loadBuiltPagefind()
})

describe('search ranking over the built index', () => {
  it('covers at least 30 queries', () => {
    expect(expectations.length).toBeGreaterThanOrEqual(30)
  })

  it.each(expectations)('$query', async ({ query, top3, first }) => {
    const results = (await runSearch(pagefind, query, siteConfig.cliName)) ?? []
    const leading = results.slice(0, 3).map(pagePath)
    if (first) expect(leading[0], `first result for "${query}"`).toBe(first)
    for (const expected of top3) expect(leading, `top three for "${query}"`).toContain(expected)
  })

  it('ranks the latest library version above older ones, and marks the older', async () => {
    const results = (await runSearch(pagefind, 'createSignedUrl', siteConfig.cliName)) ?? []
    const latest = results.findIndex((result) => pagePath(result) === `${js}/storage-from-createsignedurl`)
    const older = results.findIndex((result) => pagePath(result) === `${js}/v1/storage-from-createsignedurl`)
    expect(latest).toBeGreaterThanOrEqual(0)
    expect(older).toBeGreaterThan(latest)
    expect(results[older]).toMatchObject({ latest: false, version: 'v1' })
  })

  it('links a guide result to the heading it matched, with the match marked', async () => {
    const results = (await runSearch(pagefind, 'common pkce errors', siteConfig.cliName)) ?? []
    expect(results[0]).toMatchObject({
      url: '/guides/auth/social-login#common-pkce-errors',
      heading: 'Common PKCE errors',
      kind: 'guide',
    })
    expect(results[0]?.excerpt).toMatch(/<mark>pkce<\/mark>/i)
  })

  it('indexes no full reference document and no page outside guides and reference sections', async () => {
    const results = (await runSearch(pagefind, 'select', siteConfig.cliName)) ?? []
    for (const result of results) {
      expect(result.url).toMatch(/^\/(guides|reference\/[a-z-]+\/(v\d+\/)?[^/]+)/)
      expect(result.url).not.toContain('/crawlers/')
    }
  })

  it('finds nothing for a word the docs do not use', async () => {
    expect(await runSearch(pagefind, 'qwertyuiop', siteConfig.cliName)).toEqual([])
  })
})
