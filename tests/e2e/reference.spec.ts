import { appHydrated, expect, test, type Page } from './support/test'

test.use({ viewport: { width: 1400, height: 900 } })

const menu = (page: Page) => page.getByRole('navigation', { name: 'JavaScript reference' })

/** Waits until the app has loaded and marked the section the reader landed on. */
async function landed(page: Page, title: string) {
  await expect(menu(page).getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  )
}

test('a section URL lands on its section in the one document', async ({ page }) => {
  await page.goto('/docs/reference/javascript/insert')
  await expect(page.locator('h1')).toHaveText('JavaScript client library')
  await expect(page.locator('#insert')).toBeInViewport()
  await expect(menu(page).getByRole('link', { name: 'Insert data', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  )
  await expect(page.locator('section h2')).not.toHaveCount(0)
})

test('a section URL lands on its section as the document arrives, before the app loads', async ({
  page,
}) => {
  // With the app's scripts blocked, only the page's inline script can land on the section.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
  await page.goto('/docs/reference/javascript/abort-signal', { waitUntil: 'commit' })
  const heading = page.locator('#abort-signal')
  await expect(heading).toBeInViewport()
  await page.waitForLoadState('load')
  // The heading is at the top of the screen, under the sticky header, not at its foot.
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(0)
  expect(top).toBeLessThan(200)
})

test('scrolling replaces the address with the section in view and moves the menu', async ({
  page,
}) => {
  await page.goto('/docs/reference/javascript/start')
  await landed(page, 'Introduction')
  const historyLength = await page.evaluate(() => history.length)
  await page.evaluate(() => {
    const heading = document.getElementById('eq')
    if (!heading) throw new Error('no eq section')
    window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 120 })
  })
  await expect(page).toHaveURL(/\/docs\/reference\/javascript\/eq$/)
  const item = menu(page).locator('[aria-current="location"]')
  await expect(item).toHaveCount(1)
  await expect(item).toHaveAttribute('href', '/docs/reference/javascript/eq')
  await expect(item).toBeInViewport()
  expect(await page.evaluate(() => history.length)).toBe(historyLength)
})

test('clicking a menu item scrolls to the section and updates the address', async ({ page }) => {
  await page.goto('/docs/reference/javascript/start')
  await landed(page, 'Introduction')
  await menu(page).getByRole('link', { name: 'Create a signed URL', exact: true }).click()
  await expect(page.locator('#storage-from-createsignedurl')).toBeInViewport()
  await expect(page).toHaveURL(/\/docs\/reference\/javascript\/storage-from-createsignedurl$/)
})

test('switching version keeps the section, and an older version points to the latest', async ({
  page,
}) => {
  await page.goto('/docs/reference/javascript/select')
  await expect(page.locator('#select')).toBeInViewport()
  await landed(page, 'Fetch data')
  await page.getByRole('button', { name: /^Version:/ }).click()
  await page.getByRole('link', { name: 'v1', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/javascript\/v1\/select$/)
  await expect(page.locator('#select')).toBeInViewport()
  const banner = page.getByRole('complementary', { name: 'Older version' })
  await expect(banner).toContainText('The latest is v2')
  await banner.getByRole('link', { name: 'v2' }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/javascript(\/start)?$/)
})

// At the top of a document its first section is in view, so the address may already end in /start.
test('switching to a version without the section opens its top', async ({ page }) => {
  await page.goto('/docs/reference/javascript/explain')
  await expect(page.locator('#explain')).toBeInViewport()
  await landed(page, 'Using explain')
  await page.getByRole('button', { name: /^Version:/ }).click()
  await page.getByRole('link', { name: 'v1', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/javascript\/v1(\/start)?$/)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400)
})

test('a switch picked before the app loads keeps the section the address names, if the target has it', async ({
  page,
}) => {
  // With the app's scripts blocked, the switchers' island never runs: as in a reader's first
  // seconds on a slow phone, the menus open natively and the page's inline script answers.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
  // Dart's documents, half the JavaScript one's size, to keep the test short.
  await page.goto('/docs/reference/dart/select', { waitUntil: 'load' })
  await page.getByRole('button', { name: /^Library:/ }).click()
  await page.getByRole('link', { name: 'Python', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/python\/select$/)
  await expect(page.locator('#select')).toBeInViewport()

  // Dart v1 has no `explain`.
  await page.goto('/docs/reference/dart/explain', { waitUntil: 'load' })
  await page.getByRole('button', { name: /^Version:/ }).click()
  await page.getByRole('link', { name: 'v1', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/reference\/dart\/v1$/)
})

test('switching library keeps the section, from one library to the next and back', async ({
  page,
}) => {
  await page.goto('/docs/reference/javascript/select')
  for (const [to, label] of [
    ['dart', 'Flutter'],
    ['swift', 'Swift'],
    ['kotlin', 'Kotlin'],
    ['javascript', 'JavaScript'],
  ] as const) {
    await expect(page.locator('#select')).toBeInViewport()
    await page.getByRole('button', { name: /^Library:/ }).click()
    await page.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/docs/reference/${to}/select$`))
    await appHydrated(page)
  }
  await expect(page.locator('#select')).toBeInViewport()
})

for (const library of ['dart', 'swift', 'kotlin'] as const) {
  test(`switching ${library} from v2 to v1 keeps the section`, async ({ page }) => {
    await page.goto(`/docs/reference/${library}/insert`)
    await expect(page.locator('#insert')).toBeInViewport()
    await page.getByRole('button', { name: /^Version:/ }).click()
    await page.getByRole('link', { name: 'v1', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/docs/reference/${library}/v1/insert$`))
    await expect(page.locator('#insert')).toBeInViewport()
  })
}

test('the CLI offers no client library to switch to', async ({ page }) => {
  await page.goto('/docs/reference/cli/introduction')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Library:/ })).toHaveCount(0)
})

test('crawlers get the section alone with one h1 and a canonical link', async ({ request }) => {
  const response = await request.get('/docs/reference/javascript/select', {
    headers: {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
  })
  const html = await response.text()
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  expect(html).toMatch(/<h1[^>]*>Fetch data/)
  expect(html).toContain(
    '<link rel="canonical" href="http://localhost:3000/docs/reference/javascript/select"/>',
  )
  expect(html).not.toContain('id="insert"')
  expect(response.headers()['vary']).toContain('User-Agent')
})

test('the crawler page is also at its own address', async ({ page }) => {
  await page.goto('/docs/reference/cli/crawlers/plinth-db-reset')
  await expect(page.locator('h1')).toHaveText('plinth db reset')
  await expect(page.locator('h1')).toHaveCount(1)
})

test('/reference lists every reference with its versions', async ({ page }) => {
  await page.goto('/docs/reference')
  await expect(
    page.getByRole('link', { name: 'JavaScript client library', exact: true }),
  ).toHaveAttribute('href', '/docs/reference/javascript')
  const cardOf = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) })
  for (const [title, library] of [
    ['JavaScript client library', 'javascript'],
    ['Flutter client library', 'dart'],
  ] as const) {
    await expect(cardOf(title).getByRole('link', { name: 'v1', exact: true })).toHaveAttribute(
      'href',
      `/docs/reference/${library}/v1`,
    )
  }
  await expect(page.getByText('Maintained by the community.')).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'Plinth CLI reference' })).toHaveAttribute(
    'href',
    '/docs/reference/cli',
  )
})

test('the CLI reference narrows to one tag with the tag filter', async ({ page }) => {
  await page.goto('/docs/reference/cli/introduction')
  const cliMenu = page.getByRole('navigation', { name: 'CLI reference' })
  await expect(cliMenu.locator('[aria-current="location"]')).toHaveCount(1)
  const filter = page.getByRole('group', { name: 'Show commands' })
  await filter.getByRole('button', { name: 'Management APIs' }).click()
  await expect(filter.getByRole('button', { name: 'Management APIs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(cliMenu.getByRole('link', { name: 'plinth start', exact: true })).toHaveCount(0)
  await expect(
    cliMenu.getByRole('link', { name: 'plinth projects list', exact: true }),
  ).toBeVisible()
  await expect(cliMenu.getByRole('link', { name: 'Global flags', exact: true })).toBeVisible()
  await expect(page.locator('#plinth-start')).toBeHidden()
  await expect(page.locator('#plinth-projects-list')).toBeAttached()
  await filter.getByRole('button', { name: 'All' }).click()
  await expect(page.locator('#plinth-start')).toBeAttached()
  await expect(cliMenu.getByRole('link', { name: 'plinth start', exact: true })).toHaveCount(1)
})
