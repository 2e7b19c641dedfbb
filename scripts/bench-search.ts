/**
 * Search in Chromium: what the first query downloads (the dialog's code, Pagefind and the index
 * chunks it needs) and the time from a keystroke to the rendered results for each later query.
 */
import type { Browser, Page } from '@playwright/test'

export interface SearchFigures {
  /** Bytes on the wire from opening search to the first query's results. */
  firstQueryBytes: number
  firstQueryMs: number
  /** Keystroke-to-results times of the queries after the first, in milliseconds. */
  latenciesMs: number[]
}

/** Types `query` as one input event and resolves when its results are on screen. */
function timeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('dialog [cmdk-input]')
    if (!input) throw new Error('search input not found')
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const rendered = () =>
      document.querySelector(`dialog [cmdk-list][data-query="${CSS.escape(text)}"]`) ??
      document.querySelector('dialog [cmdk-list][data-status="no-match"]')
    const started = performance.now()
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise<void>((resolve) => {
      if (rendered()) return resolve()
      const observer = new MutationObserver(() => {
        if (!rendered()) return
        observer.disconnect()
        resolve()
      })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await new Promise((resolve) => requestAnimationFrame(resolve))
    return performance.now() - started
  }, query)
}

export async function measureSearch(
  browser: Browser,
  pageUrl: string,
  queries: string[],
): Promise<SearchFigures> {
  const [first, ...rest] = queries
  if (!first) throw new Error('no search queries to measure')
  const page = await browser.newPage()
  // tsx compiles the functions passed to page.evaluate with esbuild's name helper; give the page one.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  await page.goto(pageUrl, { waitUntil: 'networkidle' })
  const transfers: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    transfers.push(
      request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
    )
  })
  await page.keyboard.press('Control+k')
  await page.locator('dialog [cmdk-input]').waitFor()
  const firstQueryMs = await timeQuery(page, first)
  const firstQueryBytes = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0)
  const latenciesMs: number[] = []
  for (const query of rest) latenciesMs.push(await timeQuery(page, query))
  await page.close()
  return { firstQueryBytes, firstQueryMs, latenciesMs }
}
