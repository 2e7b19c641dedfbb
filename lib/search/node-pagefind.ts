import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { PagefindApi } from './pagefind-api'
import { PAGEFIND_RANKING } from './run-search'

/**
 * The built site's Pagefind search (`out/pagefind/pagefind.js`) running in Node: the same bundle
 * and index the browser loads, with `fetch` answering its file URLs from disk.
 */
export async function loadBuiltPagefind(exportDir = 'out'): Promise<PagefindApi> {
  const bundle = path.resolve(exportDir, 'pagefind/pagefind.js')
  const fetchOriginal = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith('file:')) return fetchOriginal(input, init)
    return new Response(await readFile(fileURLToPath(url.split('?')[0] ?? url)))
  }
  const pagefind = (await import(pathToFileURL(bundle).href)) as PagefindApi
  await pagefind.options({ baseUrl: '/', ranking: PAGEFIND_RANKING })
  await pagefind.init()
  return pagefind
}
