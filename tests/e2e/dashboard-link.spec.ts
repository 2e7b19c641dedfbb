import { expect, test } from './support/test'

const tutorialPath = '/docs/guides/getting-started/tutorials/with-nextjs'

test('a dashboard link opens the project list until the reader selects a project', async ({
  page,
}) => {
  await page.goto(tutorialPath)
  const sqlEditor = page.getByRole('link', { name: 'SQL editor' }).first()
  await expect(sqlEditor).toHaveAttribute('href', '/dashboard')
})

test('a dashboard link opens the selected project’s page, which the local platform serves', async ({
  page,
}) => {
  await page.goto(tutorialPath)
  await page.evaluate(() =>
    window.localStorage.setItem(
      'docs.ui.user.selected.project',
      JSON.stringify(['1', 'okjqepwnouvxlddojovf', 'Acme / Storefront']),
    ),
  )
  await page.reload()

  const sqlEditor = page.getByRole('link', { name: 'SQL editor' }).first()
  await expect(sqlEditor).toHaveAttribute('href', '/dashboard/project/okjqepwnouvxlddojovf/sql')
  await sqlEditor.click()
  await expect(page.getByRole('heading', { level: 1, name: 'SQL editor' })).toBeVisible()
  await expect(page.getByText('okjqepwnouvxlddojovf')).toBeVisible()
})
