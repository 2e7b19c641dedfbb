import { expect, test } from './support/test'

test('a guide page has one h1, breadcrumbs, its area menu and page chrome', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/docs/guides/database/postgres/row-level-security')
  await expect(page.locator('h1')).toHaveCount(1)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'Database' })).toHaveAttribute(
    'href',
    '/docs/guides/database',
  )
  const menu = page.getByRole('navigation', { name: 'Database menu' })
  const active = menu.locator('[aria-current="page"]')
  await expect(active).toHaveCount(1)
  await expect(active).toBeInViewport()
  await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(
    page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link'),
  ).toHaveCount(2)
})

test('groups in the side menu collapse and expand', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/docs/guides/database/postgres/row-level-security')
  const menu = page.getByRole('navigation', { name: 'Database menu' })
  // The group holding the page is open; the reader can fold it and open it again.
  const group = menu
    .locator('details')
    .filter({ has: page.locator('a[aria-current="page"]') })
    .first()
  await expect(group).toHaveAttribute('open', '')
  await group.locator('summary').click()
  await expect(group).not.toHaveAttribute('open', '')
  await group.locator('summary').click()
  await expect(group).toHaveAttribute('open', '')
})

test('code blocks copy their code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/docs/guides/auth/passwords')
  const block = page.locator('[data-code-block]').first()
  await block.getByRole('button', { name: 'Copy code' }).click()
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await block.locator('pre').innerText())
  expect(copied).toContain('createClient')
})

test('language tabs switch together and the choice is remembered', async ({ page }) => {
  await page.goto('/docs/guides/getting-started/quickstarts/reactjs')
  const yarnTabs = page.getByRole('tab', { name: 'yarn' })
  expect(await yarnTabs.count()).toBeGreaterThan(0)
  await yarnTabs.first().click()
  for (const tab of await yarnTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true')
  await page.goto('/docs/guides/getting-started/quickstarts/vue')
  await expect(page.getByRole('tab', { name: 'yarn' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

test('external header links open in a new tab and say so', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/docs')
  const status = page.getByRole('banner').getByRole('link', { name: /Status/ })
  await expect(status).toHaveAttribute('target', '_blank')
  await expect(status).toContainText('(opens in a new tab)')
})

test('a plain Markdown page renders like an MDX one', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/docs/guides/database/testing')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
  ).toBeVisible()
  const heading = page.locator('.prose h2').first()
  await expect(heading).toHaveAttribute('id', /^[a-z0-9-]+$/)
  await expect(
    page.locator('[data-code-block]').first().getByRole('button', { name: 'Copy code' }),
  ).toBeVisible()
})

test('moving around the docs loads whole pages and never asks for a router payload', async ({
  page,
}) => {
  const payloads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc') || /\/(__next\.[^/]*|[^/]*)\.txt$/.test(url.pathname)) {
      payloads.push(url.pathname)
    }
  })
  await page.goto('/docs/guides/auth/passwords')
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1).click()
  const menuLink = page.getByRole('navigation', { name: 'Auth menu' }).getByRole('link').first()
  const next = (await menuLink.getAttribute('href')) ?? ''
  await menuLink.click()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
  await page.goBack()
  await expect(page).toHaveURL(/\/guides\/auth\/passwords#/)
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const search = page.getByRole('dialog', { name: 'Search the docs' })
  await search.getByRole('combobox').fill('row level security')
  const result = search.getByRole('option').first()
  const target = (await result.getAttribute('href')) ?? ''
  await result.click()
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?]/g, '\\$&')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(payloads).toEqual([])
})

test('the header’s menus are in no page: each loads as the reader reaches for it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  const response = await page.goto('/docs/guides/auth/passwords')
  const html = (await response?.text()) ?? ''
  expect(html).toContain('id="products-menu"')
  expect(html).not.toContain('header-menu-link-description')

  const fragments: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/docs/menus/header/')) fragments.push(pathname)
  })
  const products = page.getByRole('banner').getByRole('button', { name: 'Products' })
  await products.click()
  const menu = page.locator('#products-menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link').first()).toBeVisible()
  await expect(menu.getByRole('link', { name: /^Auth Sign users in/ })).toHaveAttribute(
    'href',
    '/docs/guides/auth',
  )
  await page.keyboard.press('Escape')
  await products.click()
  await expect(menu.getByRole('link').first()).toBeVisible()
  expect(fragments).toEqual(['/docs/menus/header/products.html'])

  // The Reference menu starts loading on keyboard focus, before it is opened.
  await page.getByRole('banner').getByRole('button', { name: 'Reference' }).focus()
  await expect.poll(() => fragments).toContain('/docs/menus/header/references.html')
})
