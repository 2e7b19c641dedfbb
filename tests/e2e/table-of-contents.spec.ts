import { expect, test } from './support/test'

const page_ = '/docs/guides/auth/passwords'

test('the active table-of-contents entry follows scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(page_)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  const entries = toc.getByRole('link')
  expect(await entries.count()).toBeGreaterThan(3)

  for (const index of [1, 3]) {
    const entry = entries.nth(index)
    const id = (await entry.getAttribute('href'))?.slice(1) ?? ''
    await page.evaluate((headingId) => {
      const heading = document.getElementById(headingId)
      if (!heading) throw new Error(`no heading ${headingId}`)
      window.scrollTo({
        top: heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.3,
      })
    }, id)
    await expect(entry).toHaveAttribute('aria-current', 'location')
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1)
  }
})

test('clicking an entry scrolls to its heading and sets the hash', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(page_)
  const entry = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(4)
  const hash = (await entry.getAttribute('href')) ?? ''
  await entry.click()
  await expect(page).toHaveURL(new RegExp(`${hash}$`))
  const heading = page.locator(hash)
  await expect(heading).toBeInViewport()
  await expect(entry).toHaveAttribute('aria-current', 'location')
})

test('h3 entries are indented under their h2', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(page_)
  const toc = page.getByRole('navigation', { name: 'On this page' })
  const h2 = await toc.locator('li[data-depth="2"] a').first().boundingBox()
  const h3 = await toc.locator('li[data-depth="3"] a').first().boundingBox()
  expect(h3?.x ?? 0).toBeGreaterThan(h2?.x ?? 0)
})

test('the table of contents is hidden on narrow screens', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto(page_)
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden()
})
