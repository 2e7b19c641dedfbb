import { test as base, type Page, type Response } from '@playwright/test'

export * from '@playwright/test'

/** Whether `response` is a docs page, whose app's scripts load after its first paint. */
const isDocsPage = (response: Response | null) =>
  response !== null &&
  new URL(response.url()).pathname.startsWith('/docs') &&
  (response.headers()['content-type'] ?? '').startsWith('text/html')

/**
 * Resolves once Next.js has started the page's app (`window.next`): from then on React replays
 * any event on a part it has not hydrated yet, so a click is never lost.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => 'next' in window)
}

/**
 * The pages load the app's scripts after their first paint, so their `load` event can come before
 * the app starts, where a reader's click would find it started. Here `page.goto`, `page.reload`,
 * `page.goBack` and `page.goForward` (a page the browser did not keep loads anew) to a docs page
 * also wait for the app (`appStarted`), unless they are given `waitUntil`, as a test that blocks
 * the app's scripts must.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const arrived = async (response: Response | null, options?: { waitUntil?: string }) => {
      if (options?.waitUntil === undefined && isDocsPage(response)) await appStarted(page)
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
