import { failPlatformCall, type PlatformCall, type PlatformFault } from './support/platform-faults'
import { helper, signIn } from './support/sign-in'
import { expect, test } from './support/test'

const errorText = 'You can also copy your Project URL from the dashboard.'

const serverError: PlatformFault = { kind: 'status', status: 500 }
const projectSettings = '/dashboard/project/okjqepwnouvxlddojovf/settings/api'

const errorCases: { call: PlatformCall; fault: PlatformFault; dashboardLink: string }[] = [
  { call: 'organizations', fault: serverError, dashboardLink: '/dashboard' },
  { call: 'projects', fault: serverError, dashboardLink: '/dashboard' },
  { call: 'projects', fault: { kind: 'malformed' }, dashboardLink: '/dashboard' },
  { call: 'branches', fault: serverError, dashboardLink: projectSettings },
  { call: 'apiSettings', fault: serverError, dashboardLink: projectSettings },
]

for (const { call, fault, dashboardLink } of errorCases) {
  test.describe(`when the platform fails (${call}: ${fault.kind})`, () => {
    test('the helper points to the dashboard and keeps the selectors disabled', async ({
      page,
    }) => {
      await failPlatformCall(page, call, fault)
      await signIn(page)
      const url = helper(page, 'url')
      await url.scrollIntoViewIfNeeded()
      await expect(url.getByText(errorText)).toBeVisible()
      await expect(url.getByRole('link', { name: 'dashboard' })).toHaveAttribute(
        'href',
        dashboardLink,
      )
      for (const combobox of await url.getByRole('combobox').all())
        await expect(combobox).toBeDisabled()
      await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue('')
      await expect(
        helper(page, 'anonKey').getByText('You can also copy your Anon key from the dashboard.'),
      ).toBeVisible()
    })
  })
}

test.describe('when the reader has no projects', () => {
  test('the helper says no project was found', async ({ page }) => {
    await failPlatformCall(page, 'projects', { kind: 'body', body: [] })
    await signIn(page)
    const url = helper(page, 'url')
    await url.scrollIntoViewIfNeeded()
    await expect(url.getByRole('combobox', { name: 'Project' })).toHaveText(/No project found/)
    await expect(url.getByRole('combobox', { name: 'Project' })).toBeDisabled()
    await expect(url.getByRole('button', { name: 'Copy Project URL' })).toBeDisabled()
  })
})

test.describe('while the projects load', () => {
  test('the helper shows Loading... and then the data', async ({ page }) => {
    await failPlatformCall(page, 'projects', { kind: 'delay', ms: 1_500 })
    await signIn(page)
    const url = helper(page, 'url')
    await url.scrollIntoViewIfNeeded()
    await expect(url.getByRole('combobox', { name: 'Project' })).toHaveText(/Loading\.\.\./)
    await expect(url.getByRole('combobox', { name: 'Project' })).toBeDisabled()
    await expect(url.getByRole('combobox', { name: 'Project' })).toHaveText(
      /Acme Labs \/ Storefront/,
      { timeout: 10_000 },
    )
  })
})

test('when the helper itself fails, it says where to get the settings', async ({ page }) => {
  await signIn(page)
  // The chunks the page's loader names load with it; any other loads lazily, as the helper's own
  // code does. Failing only those breaks the helper and leaves the page itself working.
  const html = await (await page.request.get(page.url())).text()
  const loader = /\/docs\/_next\/static\/start\/[\w-]+\.js/.exec(html)?.[0] ?? ''
  expect(loader).not.toBe('')
  const loaded = await (await page.request.get(loader)).text()
  const initial = new Set(loaded.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])
  expect(initial.size).toBeGreaterThan(2)
  await page.route(/\/_next\/static\/chunks\/[\w.-]+\.js$/, (route) => {
    const { pathname } = new URL(route.request().url())
    return initial.has(pathname.slice(pathname.indexOf('/_next/')))
      ? route.continue()
      : route.abort()
  })
  await page.reload()
  const slot = helper(page, 'url')
  // The fallback replaces the helper's HTML once its code has failed to load, which may be after
  // the page has started: wait for it before scrolling, or the scroll holds the replaced element.
  await expect(slot.getByRole('alert')).toHaveText(
    "Couldn't display your API settings. You can get them from the dashboard.",
  )
  await slot.scrollIntoViewIfNeeded()
  await expect(slot.getByRole('alert')).toBeVisible()
})
