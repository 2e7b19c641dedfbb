import { test as base, type Page, type Response } from '@playwright/test'
import { EARLY_PRESS_GLOBAL } from '../../../lib/browser/early-press'

export * from '@playwright/test'

/** Whether `response` is a docs page, whose app's scripts load after its first paint. */
const isDocsPage = (response: Response | null) =>
  response !== null &&
  new URL(response.url()).pathname.startsWith('/docs') &&
  (response.headers()['content-type'] ?? '').startsWith('text/html')

/**
 * Resolves once the page's app has hydrated and its behaviours run: the page's loader has handed
 * over the button pressed before (`replayEarlyPress` removes `EARLY_PRESS_GLOBAL`).
 */
export async function appHydrated(page: Page): Promise<void> {
  await page.waitForFunction((name) => !(name in window), EARLY_PRESS_GLOBAL)
}

/**
 * The pages load the app's scripts after their first paint, so their `load` event comes before
 * the app has hydrated. A click made before is kept and made again, but a shortcut, a hover or a
 * focus is not, and a test's next step would race the app. Here `page.goto`, `page.reload`,
 * `page.goBack` and `page.goForward` (a page the browser did not keep loads anew) to a docs page
 * also wait for the app (`appHydrated`), unless they are given `waitUntil`, as a test that blocks
 * the app's scripts must.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const arrived = async (response: Response | null, options?: { waitUntil?: string }) => {
      if (options?.waitUntil === undefined && isDocsPage(response)) await appHydrated(page)
      return response
    }
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => arrived(await goto(url, options), options)
    const reload = page.reload.bind(page)
    page.reload = async (options) => arrived(await reload(options), options)
    const goBack = page.goBack.bind(page)
    page.goBack = async (options) => arrived(await goBack(options), options)
    const goForward = page.goForward.bind(page)
    page.goForward = async (options) => arrived(await goForward(options), options)
    await provide(page)
  },
})
