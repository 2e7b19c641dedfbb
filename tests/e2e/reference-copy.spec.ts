import { expect, test } from './support/test'

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
  // The document's one listener may attach after the menu marks the section: press until it answers.
  await expect(async () => {
    await block.getByRole('button', { name: 'Copy code' }).click()
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await block.locator('pre').innerText(),
  )
  await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible()
})

test('reference request tabs follow arrows, Home and End, like guide tabs', async ({ page }) => {
  await page.goto('/docs/reference/api/list-organizations')
  const tabs = page.getByRole('tablist', {
    name: 'Request examples of List organizations',
    exact: true,
  })
  const curl = tabs.getByRole('tab', { name: 'curl' })
  const javascript = tabs.getByRole('tab', { name: 'JavaScript' })
  await curl.focus()
  await page.keyboard.press('End')
  await expect(javascript).toHaveAttribute('aria-selected', 'true')
  await expect(javascript).toBeFocused()
  // Every request example of the document follows the reader's choice.
  await expect(
    page.locator('[role="tab"][aria-selected="true"]', { hasText: /^curl$/ }),
  ).toHaveCount(0)
  await page.keyboard.press('Home')
  await expect(curl).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(javascript).toBeFocused()
})

test('a reference section copies its own Markdown twin', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/docs/reference/python/select')
  const section = page.locator('section', { has: page.locator('#select') })
  const button = section.getByRole('button', { name: 'Copy as Markdown' })
  // The document's one listener may attach after the page shows: press until it answers.
  await expect(async () => {
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  const twin = await page.request.get('/docs/reference/python/select.md')
  expect(twin.status()).toBe(200)
  expect(copied).toBe(await twin.text())
  expect(copied).toContain('select')
  await expect(button).toBeVisible()
  await expect(section.getByText('Copy as Markdown', { exact: true })).toBeVisible()
})

test('the reference document links its Markdown and opens it in a chat', async ({ page }) => {
  await page.goto('/docs/reference/python')
  const toolbar = page.locator('.reference-document-actions')
  await expect(toolbar.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/docs/reference/python.md',
  )
  const claude = toolbar.getByRole('link', { name: 'Open in Claude (opens in a new tab)' })
  const prompt = new URL((await claude.getAttribute('href')) ?? '').searchParams.get('q')
  expect(prompt).toMatch(/^Read https?:\/\/[^ ]+\/docs\/reference\/python\.md and answer/)
})
