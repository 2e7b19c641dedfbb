import { expect, test, type Page } from './support/test'

/**
 * Holds every app script until the returned `release` is called, and resolves `held` once the
 * first is requested: the page is painted and its app not started.
 */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let markHeld = () => {}
  const held = new Promise<void>((resolve) => (markHeld = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    markHeld()
    await released
    await route.continue()
  })
  return { held, release }
}

test('Search pressed before the page’s scripts have run opens once they have', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/docs/guides/auth/passwords', { waitUntil: 'domcontentloaded' })
  await scripts.held
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const search = page.getByRole('dialog', { name: 'Search the docs' })
  expect(await page.evaluate(() => 'next' in window)).toBe(false)
  await expect(search).toHaveCount(0)

  scripts.release()
  await expect(search.getByRole('combobox')).toBeFocused()
  // Pressed once: closing it leaves it closed.
  await page.keyboard.press('Escape')
  await expect(search).toHaveCount(0)
})

test('a menu the browser opens by itself before the app has started stays open and fills once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  const scripts = await holdScripts(page)
  await page.goto('/docs/guides/auth/passwords', { waitUntil: 'domcontentloaded' })
  await scripts.held
  await page.getByRole('button', { name: 'Products' }).click()
  const menu = page.locator('#products-menu')
  const open = () => menu.evaluate((popover) => popover.matches(':popover-open'))
  expect(await open()).toBe(true)
  scripts.release()
  // The app fills the menu open already; a press made again would have closed it.
  await expect(menu.getByRole('link').first()).toBeVisible()
  expect(await open()).toBe(true)
})
