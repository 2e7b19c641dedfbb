import { expect, test } from './support/test'

test('a closed alert stays closed after a reload', async ({ page }) => {
  await page.goto('/docs/guides/getting-started')
  const alert = page.getByRole('complementary', { name: 'Your keys, filled in' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Close: Your keys, filled in' }).click()
  await expect(alert).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Your keys, filled in' })).toHaveCount(0)

  // With the app's scripts blocked, only the alert's own inline script can hide it.
  await page.route('**/_next/static/**', (route) => route.abort())
  await page.reload({ waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Your keys, filled in' })).toHaveCount(0)
  await page.unroute('**/_next/static/**')
})

test('the theme choice persists across reloads and applies before the app loads', async ({
  page,
}) => {
  await page.goto('/docs/guides/getting-started')
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // With the app's scripts blocked, only the page's inline script can apply the saved theme.
  await page.route('**/_next/static/**', (route) => route.abort())
  await page.reload({ waitUntil: 'load' })
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.unroute('**/_next/static/**')

  await page.reload()
  await page.getByRole('button', { name: 'Light theme' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
