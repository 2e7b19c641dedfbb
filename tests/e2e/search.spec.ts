import { appHydrated, expect, test, type Page } from './support/test'

const searchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' })
const input = (page: Page) => dialog(page).getByRole('combobox')
const resultsFor = (page: Page, query: string) =>
  dialog(page).locator(`[cmdk-list][data-query="${query}"]`)

test('the header button opens search on a phone; results are grouped, marked and versioned', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|WebAssembly/i.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.url().includes('/pagefind/') && !response.ok()) errors.push(response.url())
  })
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/docs/guides/auth')
  await searchButton(page).click()
  await expect(input(page)).toBeFocused()
  await input(page).fill('maybeSingle')
  await expect(resultsFor(page, 'maybeSingle')).toBeVisible()

  const groups = dialog(page).locator('[cmdk-group]')
  await expect(groups.first().locator('[cmdk-group-heading]')).toHaveText('JavaScript reference')
  const options = groups.first().getByRole('option')
  await expect(options.first()).toContainText('Retrieve zero or one row of data')
  await expect(options.first().locator('mark').first()).toHaveText(/maybeSingle/i)
  await expect(options.nth(1)).toContainText('v1 (older version)')
  expect(errors, 'no CSP or script errors while searching').toEqual([])
})

test('Ctrl+K, Cmd+K and / open search, but / typed into a field does not', async ({ page }) => {
  await page.goto('/docs/guides/auth/passwords')
  await page.locator('h1').click()
  await page.keyboard.press('Control+k')
  await expect(input(page)).toBeFocused()
  await page.keyboard.type('a/b')
  await expect(input(page)).toHaveValue('a/b')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)

  await page.keyboard.press('Meta+k')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')

  await page.keyboard.press('/')
  await expect(input(page)).toBeFocused()
  await expect(input(page)).toHaveValue('')
})

test('arrow keys move through results and Enter opens the matched heading', async ({ page }) => {
  await page.goto('/docs/guides/auth')
  await searchButton(page).click()
  await input(page).fill('common pkce errors')
  await expect(resultsFor(page, 'common pkce errors')).toBeVisible()
  const options = dialog(page).getByRole('option')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/guides\/auth\/social-login#common-pkce-errors$/)
  await expect(page.locator('#common-pkce-errors')).toBeInViewport()
})

test('results are links: Ctrl+click and middle-click open a new tab, a click opens it here', async ({
  page,
  context,
}) => {
  await page.goto('/docs/guides/auth')
  await searchButton(page).click()
  await input(page).fill('common pkce errors')
  await expect(resultsFor(page, 'common pkce errors')).toBeVisible()
  const first = dialog(page).getByRole('option').first()
  const href = '/docs/guides/auth/social-login#common-pkce-errors'
  await expect(first).toHaveAttribute('href', href)

  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click(click)])
    await expect(tab).toHaveURL(new RegExp(`${href}$`))
    await tab.close()
    await expect(page).toHaveURL(/\/docs\/guides\/auth$/)
    await expect(input(page)).toHaveValue('common pkce errors')
  }

  await first.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(dialog(page)).toHaveCount(0)
})

test('a reference result opens the section URL', async ({ page }) => {
  await page.goto('/docs/guides/database')
  await searchButton(page).click()
  await input(page).fill('db push')
  await expect(resultsFor(page, 'db push')).toBeVisible()
  await expect(dialog(page).locator('[cmdk-group-heading]').first()).toHaveText('CLI')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/docs\/reference\/cli\/plinth-db-push$/)
})

test('Escape closes search and returns focus to the button', async ({ page }) => {
  await page.goto('/docs/guides/auth')
  await searchButton(page).click()
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  await expect(searchButton(page)).toBeFocused()
})

test('Ctrl+K right after Escape opens search again, every time', async ({ page }) => {
  await page.goto('/docs/guides/auth/passwords')
  await page.locator('h1').click()
  for (let round = 0; round < 10; round += 1) {
    await page.keyboard.press('Control+k')
    await expect(input(page), `open, round ${round}`).toBeFocused()
    // Both keys sent before either is answered, as a reader's fingers do on a busy page.
    await Promise.all([page.keyboard.press('Escape'), page.keyboard.press('Control+k')])
    await expect(input(page), `reopened, round ${round}`).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
  }
})

test('a query with no match says so and suggests what to try', async ({ page }) => {
  await page.goto('/docs/guides/auth')
  await searchButton(page).click()
  await input(page).fill('qwertyuiop')
  const status = dialog(page).getByRole('status')
  await expect(status).toContainText('No results for “qwertyuiop”')
  await expect(status).toContainText('Try fewer or more general words')
})

test('nothing of search loads with the page; hovering the button starts loading it', async ({
  page,
}) => {
  const searchRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) searchRequests.push(request.url())
  })
  await page.goto('/docs/guides/auth', { waitUntil: 'networkidle' })
  // The network can fall quiet before the app has hydrated, and only the app answers a hover.
  await appHydrated(page)
  expect(searchRequests).toEqual([])
  await searchButton(page).hover()
  await expect
    .poll(() => searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js')))
    .toBe(true)
})
