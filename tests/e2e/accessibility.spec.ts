import { auditPage } from './support/audit'
import { helper, QUICKSTART, signIn } from './support/sign-in'
import { expect, test } from './support/test'

/**
 * axe checks only the named sections of a long reference document (its first, the reader's, and
 * one of each other kind it holds): the same builders make every section of a kind, and a run
 * over the few hundred elements of each section costs most of a second on a busy 2-core machine.
 */
const sectionSample = (...kept: string[]) => ({
  kept,
  axeSkips: `[data-category] > section.reference-section:not(${kept
    .map((id) => `[aria-labelledby="${id}"]`)
    .join(', ')})`,
})

// Four axe runs per page on a shared 2-core machine take longer than one navigation test.
test.describe.configure({ timeout: 180_000 })

// One test per page type; each audits both themes at phone and desktop widths on one loaded page.
const signedOutPages: [label: string, path: string, sample?: ReturnType<typeof sectionSample>][] = [
  ['home', '/docs'],
  ['guide', '/docs/guides/auth/passwords'],
  ['extensions catalogue', '/docs/guides/database/extensions'],
  ['log catalogue', '/docs/guides/monitoring-troubleshooting/logs?source=edge_logs'],
  ['quickstart with credentials helpers', QUICKSTART],
  [
    'client library reference',
    '/docs/reference/javascript/select',
    sectionSample('start', 'select'),
  ],
  [
    'CLI reference',
    '/docs/reference/cli/plinth-db-push',
    sectionSample('introduction', 'global-flags', 'plinth-db-push'),
  ],
  [
    'management API reference',
    '/docs/reference/api/create-project',
    sectionSample('introduction', 'create-project'),
  ],
  ['reference index', '/docs/reference'],
  ['page not found', '/docs/no-such-page'],
  ['platform sign-in', '/dashboard/sign-in'],
]

for (const [label, path, sample] of signedOutPages) {
  test(`${label} is accessible and fits the screen`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // A renamed section must not leave the sample empty.
    for (const id of sample?.kept ?? []) await expect(page.locator(`h2#${id}`)).toHaveCount(1)
    await auditPage(page, label, sample)
  })
}

test('quickstart signed in, with a helper open, is accessible and fits the screen', async ({
  page,
}) => {
  await signIn(page)
  const url = helper(page, 'url')
  await url.scrollIntoViewIfNeeded()
  await expect(url.getByRole('textbox', { name: 'Project URL' })).toHaveValue(/^https:/)
  await url.getByRole('combobox', { name: 'Project' }).click()
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
  await auditPage(page, 'quickstart signed in')
  // The audit covered the open list: it is still open.
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
})

const signedInPlatformPages = [
  ['platform dashboard', '/dashboard'],
  ['platform API settings', '/dashboard/project/okjqepwnouvxlddojovf/settings/api'],
] as const

for (const [label, path] of signedInPlatformPages) {
  test(`${label} is accessible and fits the screen`, async ({ page }) => {
    await signIn(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Audited with the reader's data shown, not the loading state.
    await expect(page.locator('[data-state="ready"]')).toBeVisible()
    await auditPage(page, label)
  })
}

test('search dialog with results is accessible and fits the screen', async ({ page }) => {
  await page.goto('/docs/guides/auth')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const search = page.getByRole('dialog', { name: 'Search the docs' })
  await search.getByRole('combobox').fill('magic link')
  await expect(search.locator('[cmdk-list][data-query="magic link"]')).toBeVisible()
  await auditPage(page, 'search dialog')
  // The audit covered the open dialog and its results: they are still shown.
  await expect(search.getByRole('option').first()).toBeVisible()
})
