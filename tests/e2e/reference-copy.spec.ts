import { expect, test } from '@playwright/test'

test('reference code blocks copy their code, like guide code blocks', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/docs/reference/cli/plinth-db-reset')
  await expect(
    page.getByRole('navigation', { name: 'CLI reference' }).locator('[aria-current="location"]'),
  ).toHaveCount(1)
  const block = page
    .locator('section', { has: page.locator('#plinth-db-reset') })
    .locator('[data-code-block]')
    .first()
  await block.getByRole('button', { name: 'Copy code' }).click()
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await block.locator('pre').innerText(),
  )
  await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 3000 })
})
