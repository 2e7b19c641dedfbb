import { expect, test, type Page } from './support/test'

const tutorialPath = '/docs/guides/getting-started/tutorials/with-nextjs'
const referencePath = '/docs/reference/javascript'

/** The page's inline RSC payload: the scripts React reads it from to hydrate. */
const payloadText = () =>
  [...document.querySelectorAll('script')]
    .map((script) => script.textContent ?? '')
    .filter((text) => text.startsWith('self.__next_f.push'))
    .join('')

/** Next.js's app router, once it has started, says so on `window.next`. */
const routerStarted = () => 'next' in window

/**
 * The uncaught errors and console errors of `page` from now on: a hydration that did not match
 * the HTML, an island that failed, a request refused.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('a guide’s article reaches the browser once, in the HTML, starts without the router, and its islands hydrate cleanly', async ({
  page,
}) => {
  const errors = pageErrors(page)
  await page.goto(tutorialPath)

  const article = page.locator('[data-static="pruned"] .prose')
  const sentence = (await article.locator('p').first().innerText()).slice(0, 60)
  expect(sentence.length).toBeGreaterThan(20)
  expect(await page.evaluate(payloadText)).toBe('')
  expect(await page.evaluate(routerStarted)).toBe(false)
  // The header's islands answer: the theme switch, and the search dialog with its shortcut.
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.keyboard.press('Control+K')
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The static article stays live: a dashboard link follows a project saved in another tab (a
  // storage event) without a reload. The credentials helper's island is tested in its own specs.
  await page.waitForLoadState('networkidle')
  // A hydration that did not match the HTML is reported here, and so is an island that failed.
  expect(errors).toEqual([])
  const sqlEditor = page.getByRole('link', { name: 'SQL editor' }).first()
  await expect(sqlEditor).toHaveAttribute('href', '/dashboard')
  await page.evaluate(() => {
    const key = 'docs.ui.user.selected.project'
    window.localStorage.setItem(
      key,
      JSON.stringify(['1', 'okjqepwnouvxlddojovf', 'Acme / Storefront']),
    )
    window.dispatchEvent(new StorageEvent('storage', { key }))
  })
  await expect(sqlEditor).toHaveAttribute('href', '/dashboard/project/okjqepwnouvxlddojovf/sql')
})

test('a reference document starts without the router too, its head whole and its islands hydrated cleanly', async ({
  page,
}) => {
  const errors = pageErrors(page)
  await page.goto(`${referencePath}/select`)
  expect(await page.evaluate(payloadText)).toBe('')
  await expect(page).toHaveTitle(/\| Plinth Docs$/)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/docs\/reference\/javascript$/,
  )
  // The islands that follow the reader: the menu marks the section landed on, and the version
  // switcher's links open the other version at it.
  const menu = page.getByRole('navigation', { name: 'JavaScript reference' })
  await expect(menu.getByRole('link', { name: 'Fetch data', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  )
  await page.getByRole('button', { name: /^Version:/ }).click()
  await expect(page.getByRole('link', { name: 'v1', exact: true })).toHaveAttribute(
    'href',
    '/docs/reference/javascript/v1/select',
  )
  expect(await page.evaluate(routerStarted)).toBe(false)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
