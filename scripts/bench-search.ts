/**
 * Search in Chromium: what the first query downloads (the dialog's code, Pagefind and the index
 * chunks it needs) and the time from a keystroke to the rendered results for each later query,
 * typed one character at a time as a reader types, and pasted whole.
 */
import type { Browser, Page } from '@playwright/test'

export interface SearchFigures {
  /** Bytes on the wire from opening search to the first query's results. */
  firstQueryBytes: number
  firstQueryMs: number
  /** Last keystroke to results of each later query typed at `TYPING_INTERVAL_MS`, in ms. */
  typedMs: number[]
  /** Input to results of each later query pasted as one input event, in ms. */
  pastedMs: number[]
}

/** A brisk typist's pause between keys. */
const TYPING_INTERVAL_MS = 120

/**
 * Enters `text` into the search field as one input event after the `prefixes` (earlier
 * keystrokes, `interval` ms apart) and resolves with the ms from that event to its results.
 */
function timeInput(
  page: Page,
  text: string,
  prefixes: string[],
  interval: number,
): Promise<number> {
  return page.evaluate(
    async ({ text, prefixes, interval }) => {
      const input = document.querySelector<HTMLInputElement>('dialog [cmdk-input]')
      if (!input) throw new Error('search input not found')
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      const enter = (value: string) => {
        setValue?.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }
      for (const prefix of prefixes) {
        enter(prefix)
        await new Promise((resolve) => setTimeout(resolve, interval))
      }
      const rendered = () =>
        document.querySelector(`dialog [cmdk-list][data-query="${CSS.escape(text)}"]`) ??
        document.querySelector('dialog [cmdk-list][data-status="no-match"]')
      const started = performance.now()
      enter(text)
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
    },
    { text, prefixes, interval },
  )
}

const prefixesOf = (query: string) =>
  Array.from({ length: query.length - 1 }, (_, index) => query.slice(0, index + 1))

async function openSearch(browser: Browser, pageUrl: string): Promise<Page> {
  const page = await browser.newPage()
  // tsx compiles the functions passed to page.evaluate with esbuild's name helper; give the page one.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  await page.goto(pageUrl, { waitUntil: 'networkidle' })
  return page
}

export async function measureSearch(
  browser: Browser,
  pageUrl: string,
  queries: string[],
): Promise<SearchFigures> {
  const [first, ...rest] = queries
  if (!first) throw new Error('no search queries to measure')

  const typing = await openSearch(browser, pageUrl)
  const transfers: Promise<number>[] = []
  typing.on('requestfinished', (request) => {
    transfers.push(
      request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
    )
  })
  await typing.keyboard.press('Control+k')
  await typing.locator('dialog [cmdk-input]').waitFor()
  const firstQueryMs = await timeInput(typing, first, [], 0)
  const firstQueryBytes = (await Promise.all(transfers)).reduce((sum, size) => sum + size, 0)
  const typedMs: number[] = []
  for (const query of rest) {
    typedMs.push(await timeInput(typing, query, prefixesOf(query), TYPING_INTERVAL_MS))
  }
  await typing.close()

  const pasting = await openSearch(browser, pageUrl)
  await pasting.keyboard.press('Control+k')
  await pasting.locator('dialog [cmdk-input]').waitFor()
  await timeInput(pasting, first, [], 0)
  const pastedMs: number[] = []
  for (const query of rest) pastedMs.push(await timeInput(pasting, query, [], 0))
  await pasting.close()

  return { firstQueryBytes, firstQueryMs, typedMs, pastedMs }
}
