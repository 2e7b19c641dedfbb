import { helper, QUICKSTART, signIn } from './support/sign-in'
import { expect, test } from './support/test'

const STOREFRONT_URL = 'https://okjqepwnouvxlddojovf.plinth.example'
const CHECKOUT_BRANCH_URL = 'https://nnldkztgbnspmitpjqfl.plinth.example'
const LEGACY_BILLING_URL = 'https://lihubnfkbmjgfcwctfkx.plinth.example'

test('logged out: disabled selectors and a sign-in link back to this page', async ({ page }) => {
  await page.goto(QUICKSTART)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await expect(url.getByText('To get your Project URL, log in.')).toBeVisible()
  await expect(helper(page, 'anonKey').getByText('To get your Anon key, log in.')).toBeVisible()
  await expect(url.getByRole('link', { name: 'log in' })).toHaveAttribute(
    'href',
    `/dashboard/sign-in?returnTo=${encodeURIComponent(QUICKSTART)}`,
  )
  await expect(url.getByRole('combobox', { name: 'Project' })).toBeDisabled()
  await expect(url.getByRole('combobox', { name: 'Project' })).toHaveText(/Select a project\.\.\./)
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveAttribute(
    'placeholder',
    'YOUR PROJECT URL',
  )
  await expect(helper(page, 'anonKey').getByRole('textbox', { name: 'Anon key' })).toHaveAttribute(
    'placeholder',
    'YOUR ANON KEY',
  )
  await expect(url.getByRole('button', { name: 'Copy Project URL' })).toBeDisabled()
})

test("signing in returns to the helper's section, which shows the first project and its production branch", async ({
  page,
}) => {
  await page.goto(QUICKSTART)
  await helper(page, 'url').getByRole('link', { name: 'log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?/)
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
    `${QUICKSTART}#add-your-project-url-and-anon-key`,
  )
  await page.getByRole('button', { name: 'Sign in as ada@example.com' }).click()
  await expect(page).toHaveURL(new RegExp(`${QUICKSTART}#add-your-project-url-and-anon-key$`))
  // Back at the helper's section, without scrolling.
  await expect(
    page.getByRole('heading', { name: 'Add your project URL and anon key' }),
  ).toBeInViewport()
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await expect(url.getByRole('combobox', { name: 'Project' })).toHaveText(/Acme Labs \/ Storefront/)
  // The production branch is listed second in the seed; it is still the default.
  await expect(url.getByRole('combobox', { name: 'Branch' })).toHaveText(/main/)
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(STOREFRONT_URL)
  await expect(helper(page, 'anonKey').getByRole('textbox', { name: 'Anon key' })).toHaveValue(
    /^eyJ/,
  )
})

test('picking a project by keyboard shows its URL; every helper follows and reload restores it', async ({
  page,
}) => {
  await signIn(page)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  const combobox = url.getByRole('combobox', { name: 'Project' })
  await expect(combobox).toBeEnabled()
  await combobox.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.type('Legacy')
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1)
  await page.keyboard.press('Enter')
  // This project's settings have no protocol: the URL uses https.
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(LEGACY_BILLING_URL)
  await expect(helper(page, 'anonKey').getByRole('combobox', { name: 'Project' })).toHaveText(
    /Acme Labs \/ Legacy Billing/,
  )
  expect(await page.evaluate(() => localStorage.getItem('docs.ui.user.selected.project'))).toBe(
    JSON.stringify(['1042', 'lihubnfkbmjgfcwctfkx', 'Acme Labs / Legacy Billing']),
  )
  expect(await page.evaluate(() => localStorage.getItem('docs.ui.user.selected.org'))).toBe('1042')

  await page.reload()
  await helper(page, 'url').scrollIntoViewIfNeeded()
  await expect(helper(page, 'url').getByRole('textbox', { name: 'Project URL' })).toHaveValue(
    LEGACY_BILLING_URL,
  )
})

test('choosing a branch shows the branch URL', async ({ page }) => {
  await signIn(page)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await url.getByRole('combobox', { name: 'Branch' }).click()
  await page.getByRole('option', { name: 'feature/checkout-redesign' }).click()
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(CHECKOUT_BRANCH_URL)
  expect(await page.evaluate(() => localStorage.getItem('docs.ui.user.selected.branch'))).toBe(
    JSON.stringify(['a3000398-b8e6-4e2f-b932-24635e89b60c', 'feature/checkout-redesign']),
  )
})

test('a branching project without branches says so', async ({ page }) => {
  await signIn(page)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await url.getByRole('combobox', { name: 'Project' }).click()
  await page.getByRole('option', { name: 'Acme Labs / Mobile Backend' }).click()
  await expect(url.getByRole('combobox', { name: 'Branch' })).toHaveText(/No branch found/)
  await expect(url.getByRole('combobox', { name: 'Branch' })).toBeDisabled()
})

test('a malformed saved value is ignored', async ({ page }) => {
  await signIn(page)
  await page.evaluate(() => {
    localStorage.setItem('docs.ui.user.selected.org', '{broken')
    localStorage.setItem('docs.ui.user.selected.project', 'not json at all')
    localStorage.setItem('docs.ui.user.selected.branch', '[1,2,3]')
  })
  await page.reload()
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await expect(url.getByRole('combobox', { name: 'Project' })).toHaveText(/Acme Labs \/ Storefront/)
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(STOREFRONT_URL)
})

test('a saved project outside the saved organization falls back to the first project', async ({
  page,
}) => {
  await signIn(page)
  await page.evaluate(() => {
    localStorage.setItem('docs.ui.user.selected.org', '2087')
    localStorage.setItem(
      'docs.ui.user.selected.project',
      JSON.stringify(['1042', 'lihubnfkbmjgfcwctfkx', 'Acme Labs / Legacy Billing']),
    )
  })
  await page.reload()
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(STOREFRONT_URL)
})

test('more than 10 options sit in a 280px scroll area, and typing filters them', async ({
  page,
}) => {
  await signIn(page)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await url.getByRole('combobox', { name: 'Project' }).click()
  const list = page.getByRole('listbox')
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(14)
  const size = await list.evaluate((element) => ({
    height: element.clientHeight,
    content: element.scrollHeight,
  }))
  expect(size.height).toBe(280)
  expect(size.content).toBeGreaterThan(280)
  await page.getByPlaceholder('Search projects...').fill('garden')
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Side Projects / Garden Sensors',
  ])
  await page.getByPlaceholder('Search projects...').fill('zzzz')
  await expect(page.getByText('No project found')).toBeVisible()
})

test('copy puts the exact value on the clipboard; the copied state ends after about a second', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(STOREFRONT_URL)
  await url.getByRole('button', { name: 'Copy Project URL' }).click()
  const copiedAt = Date.now()
  await expect(url.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(url.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toHaveCount(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(STOREFRONT_URL)
  await expect(url.getByRole('button', { name: 'Copy Project URL' })).toBeVisible({ timeout: 3000 })
  const elapsed = Date.now() - copiedAt
  expect(elapsed).toBeGreaterThan(800)
  expect(elapsed).toBeLessThan(2000)
})

test('code blocks show the selected project values and copy the filled-in code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page)
  const block = page.locator('[data-code-block]', { hasText: 'NEXT_PUBLIC_PLINTH_URL=' }).first()
  await block.scrollIntoViewIfNeeded()
  await expect(block.locator('pre')).toContainText(`NEXT_PUBLIC_PLINTH_URL=${STOREFRONT_URL}`)
  await expect(block.locator('pre')).not.toContainText('<PROJECT_URL>')
  await block.getByRole('button', { name: 'Copy code' }).click()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain(`NEXT_PUBLIC_PLINTH_URL=${STOREFRONT_URL}`)
  expect(copied).toMatch(/NEXT_PUBLIC_PLINTH_ANON_KEY=eyJ[\w-]+\.[\w-]+\.[\w-]+/)
  expect(copied).not.toContain('service_role')
})

test('logged out, code blocks keep their placeholders', async ({ page }) => {
  await page.goto(QUICKSTART)
  const block = page.locator('[data-code-block]', { hasText: 'NEXT_PUBLIC_PLINTH_URL=' }).first()
  await block.scrollIntoViewIfNeeded()
  await expect(block.locator('pre')).toContainText('NEXT_PUBLIC_PLINTH_URL=<PROJECT_URL>')
})
