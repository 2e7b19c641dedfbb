import { signIn } from './support/sign-in'
import { expect, type Page, test } from './support/test'

const STOREFRONT_URL = 'https://okjqepwnouvxlddojovf.plinth.example'

/** The first example of a library's Initializing section that names the project's values. */
const initializingExample = (page: Page) =>
  page
    .locator('section', { has: page.locator('#initializing') })
    .locator('[data-code-block]', { has: page.locator('[data-project-var]') })
    .first()

for (const library of ['javascript', 'python']) {
  const path = `/docs/reference/${library}/initializing`

  test(`${library} reference: signed out, the client example shows the placeholders`, async ({
    page,
  }) => {
    await page.goto(path)
    const code = initializingExample(page).locator('pre')
    await expect(code).toContainText('<PROJECT_URL>')
    await expect(code).toContainText('<ANON_KEY>')
  })

  test(`${library} reference: signed in, the client example shows the selected project`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, path)
    const block = initializingExample(page)
    // The data layer loads once such a block nears the viewport.
    await block.scrollIntoViewIfNeeded()
    await expect(block.locator('pre')).toContainText(STOREFRONT_URL)
    await expect(block.locator('pre')).not.toContainText('<PROJECT_URL>')
    await expect(block.locator('pre')).not.toContainText('<ANON_KEY>')
    await block.getByRole('button', { name: 'Copy code' }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(STOREFRONT_URL)
    expect(copied).toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
  })
}
