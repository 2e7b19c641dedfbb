import { expect, test, type Page } from './support/test'

const CATALOGUE = '/docs/guides/database/extensions'

const entries = (page: Page) => page.getByRole('list', { name: 'Extensions' }).getByRole('listitem')
const filterBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Filter by name or description' })
const chip = (page: Page, tag: string) =>
  page.getByRole('button', { name: new RegExp(`^${tag} \\(`) })

test('the static HTML lists every extension for readers without JavaScript', async ({
  request,
}) => {
  const html = await (await request.get(CATALOGUE)).text()
  expect(html.match(/data-extension="/g)).toHaveLength(68)
  expect(html).toContain('data-extension="pg_cron"')
})

test("text typed before the catalogue's code arrives still filters", async ({ page }) => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    if ((await response.text()).includes('Reset filters')) {
      held += 1
      await arrived
    }
    await route.fulfill({ response })
  })
  await page.goto(CATALOGUE)
  await expect.poll(() => held).toBe(1)
  await filterBox(page).fill('text')
  release()
  await expect(page).toHaveURL(/\?q=text$/)
  await expect(page.getByRole('status').filter({ hasText: /extensions/ })).toHaveText(
    /^\d+ of 68 extensions match$/,
  )
})

test('filters by text and tags, keeps the filter in the address, and resets', async ({ page }) => {
  await page.goto(CATALOGUE)
  const status = page.getByRole('status').filter({ hasText: /extensions/ })
  await expect(status).toHaveText('68 extensions')
  await expect(entries(page)).toHaveCount(68)

  await filterBox(page).fill('text')
  await expect(page).toHaveURL(/\?q=text$/)
  const textMatches = await entries(page).count()
  expect(textMatches).toBeGreaterThan(1)
  expect(textMatches).toBeLessThan(68)
  await expect(status).toHaveText(`${textMatches} of 68 extensions match`)
  await expect(chip(page, 'Search')).toHaveText(/\(\d+\)/)

  await chip(page, 'Search').click()
  await chip(page, 'Index').click()
  await expect(chip(page, 'Search')).toHaveAttribute('aria-pressed', 'true')
  await expect(chip(page, 'Index')).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\?q=text&tags=Index,Search$/)
  // Tags combine with AND: only an extension with both tags whose text mentions "text" is left.
  await expect(entries(page)).toHaveCount(1)
  await expect(entries(page).first()).toHaveAttribute('data-extension', 'rum')
  await expect(status).toHaveText('1 of 68 extensions match')
  // A selected tag's count is the number shown.
  await expect(chip(page, 'Search')).toHaveText('Search (1)')

  await page.reload()
  await expect(filterBox(page)).toHaveValue('text')
  await expect(chip(page, 'Index')).toHaveAttribute('aria-pressed', 'true')
  await expect(chip(page, 'Search')).toHaveAttribute('aria-pressed', 'true')
  await expect(entries(page)).toHaveCount(1)

  await page.getByRole('button', { name: 'Reset filters' }).click()
  await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`))
  await expect(filterBox(page)).toHaveValue('')
  await expect(entries(page)).toHaveCount(68)
  await expect(status).toHaveText('68 extensions')
})

test('says when nothing matches and offers the reset there', async ({ page }) => {
  await page.goto(`${CATALOGUE}?tags=Geo,AI,Unknown`)
  await expect(chip(page, 'Geo')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('No extension matches this filter.')).toBeVisible()
  await expect(entries(page)).toHaveCount(0)
  const resets = page.getByRole('button', { name: 'Reset filters' })
  await expect(resets).toHaveCount(2)
  await resets.last().click()
  await expect(entries(page)).toHaveCount(68)
})

test('links an extension to its guide page or to its project', async ({ page }) => {
  await page.goto(`${CATALOGUE}?q=citext`)
  const link = entries(page).first().getByRole('link')
  await expect(link).toHaveAttribute('href', 'https://www.postgresql.org/docs/current/citext.html')
  await expect(link).toHaveAttribute('target', '_blank')
})
