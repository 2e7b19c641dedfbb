import { expect, test } from './support/test'

test.use({ viewport: { width: 390, height: 844 } })

test('the menu button opens the navigation, keeps focus inside, and closes on Escape', async ({
  page,
}) => {
  await page.goto('/docs/guides/auth/passwords')
  const button = page.getByRole('button', { name: 'Open menu' })
  const nav = page.getByRole('dialog', { name: 'Site navigation' })
  await expect(nav).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  await button.click()
  await expect(nav).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Passwords' })).toHaveAttribute('aria-current', 'page')
  // The products list is fetched as the dialog opens, not carried by every page.
  const products = nav.getByRole('navigation', { name: 'Products' })
  await expect(products.getByRole('link', { name: 'Database', exact: true })).toHaveAttribute(
    'href',
    '/docs/guides/database',
  )
  await expect(products.getByRole('link', { name: /^Dashboard$/ })).toBeVisible()

  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab')
    expect(await nav.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('the navigation dialog’s products list is in no page', async ({ page }) => {
  const html = await (await page.request.get('/docs/guides/auth/passwords')).text()
  expect(html).toMatch(/<nav aria-label="Products"[^>]*><\/nav>/)
})

test('following a link in the menu closes it', async ({ page }) => {
  await page.goto('/docs/guides/auth/passwords')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = page.getByRole('dialog', { name: 'Site navigation' })
  await nav.getByRole('link', { name: 'Redirect URLs' }).click()
  await expect(page).toHaveURL(/\/docs\/guides\/auth\/redirect-urls$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/redirect urls/i)
  await expect(nav).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('the close button closes the menu', async ({ page }) => {
  await page.goto('/docs')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = page.getByRole('dialog', { name: 'Site navigation' })
  await expect(nav.getByRole('link', { name: 'Auth' })).toBeVisible()
  await nav.getByRole('button', { name: 'Close menu' }).click()
  await expect(nav).toBeHidden()
})

test('on a wide screen the navigation is a plain column, not a dialog, and it lends its menu to the phone’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/docs/guides/auth/passwords')
  const current = page.getByRole('link', { name: 'Passwords', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toBeVisible()
  // Screen readers would announce a dialog element as one even where it is a column.
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const nav = page.getByRole('dialog', { name: 'Site navigation' })
  await expect(nav.getByRole('link', { name: 'Passwords', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()

  // Closed, the menu is back in the column, once.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(current).toBeVisible()
  await expect(page.getByRole('link', { name: 'Passwords', exact: true })).toHaveCount(1)
})
