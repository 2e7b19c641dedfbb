import { expect, test } from './support/test'

test('headings carry anchors made from their text, with a link shown on hover and focus', async ({
  page,
}) => {
  await page.goto('/docs/guides/auth/passwords')
  const heading = page.getByRole('heading', { level: 2, name: /Reset a forgotten password/ })
  await expect(heading).toHaveAttribute('id', 'reset-a-forgotten-password')
  const anchor = heading.getByRole('link', { name: 'Link to this section' })
  await expect(anchor).toHaveAttribute('href', '#reset-a-forgotten-password')
  await expect(anchor).toHaveCSS('opacity', '0')
  await heading.hover()
  await expect(anchor).toHaveCSS('opacity', '1')
  await page.mouse.move(0, 0)
  await anchor.focus()
  await expect(anchor).toHaveCSS('opacity', '1')
})

test('arriving at page#id shows the heading below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/docs/guides/auth/passwords#password-strength')
  const heading = page.locator('#password-strength')
  await expect(heading).toBeInViewport()
  const header = await page.getByRole('banner').boundingBox()
  const box = await heading.boundingBox()
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
})
