import { withBasePath } from '../../lib/address/address'
import type { PagefindApi } from '../../lib/search/pagefind-api'
import { PAGEFIND_RANKING } from '../../lib/search/run-search'

let loading: Promise<PagefindApi> | undefined

/**
 * Pagefind's browser bundle from the export (`/pagefind/pagefind.js`), loaded once. It is not part
 * of the app's bundles: the index and its code exist only after the build's search step.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const bundle = withBasePath('/pagefind/pagefind.js')
    const pagefind = (await import(/* webpackIgnore: true */ bundle)) as PagefindApi
    await pagefind.options({ baseUrl: withBasePath('/'), ranking: PAGEFIND_RANKING })
    await pagefind.init()
    return pagefind
  })()
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
