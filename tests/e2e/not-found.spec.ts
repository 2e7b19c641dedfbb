import { expect, test } from './support/test'

test('an unknown page answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/docs/guides/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Storage' }).click()
  await expect(page).toHaveURL(/\/docs\/guides\/storage$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
