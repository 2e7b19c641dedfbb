import { expect, test } from './support/test'

const LOGS = '/docs/guides/monitoring-troubleshooting/logs'

test('the static HTML holds the fields of every source', async ({ request }) => {
  const html = await (await request.get(LOGS)).text()
  for (const path of [
    'metadata.request.cf.botManagement.score',
    'metadata.auth_event.traits.provider',
    'metadata.parsed.error_severity',
    'metadata.measurements.connected_cluster',
  ]) {
    expect(html).toContain(`Copy ${path}`)
  }
  expect(html.match(/role="tabpanel"/g)).toHaveLength(9)
})

test('a link opens its source, tabs update the address, fields expand and copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${LOGS}?source=auth_logs`)
  const tabs = page.getByRole('tablist', { name: 'Log sources' })
  await expect(tabs.getByRole('tab', { name: 'Auth' })).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tab', { name: 'API Edge' })).toHaveAttribute(
    'aria-selected',
    'false',
  )
  await expect(page.getByRole('tabpanel', { name: 'Auth' })).toBeVisible()

  await tabs.getByRole('tab', { name: 'Storage' }).click()
  await expect(page).toHaveURL(/\?source=storage_logs$/)
  const storage = page.getByRole('tabpanel', { name: 'Storage' })
  await expect(storage).toBeVisible()
  await expect(page.getByRole('tabpanel', { name: 'Auth' })).toBeHidden()

  // Nested objects start folded: open metadata.req and copy one of its paths.
  const method = storage.getByRole('button', { name: 'Copy metadata.req.method' })
  await expect(method).toBeHidden()
  await storage.locator('summary', { hasText: /^req/ }).click()
  await expect(method).toBeVisible()
  await method.click()
  await expect(storage.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('metadata.req.method')

  // Arrow keys move between tabs and keep the address in step.
  await tabs.getByRole('tab', { name: 'Storage' }).focus()
  await page.keyboard.press('ArrowRight')
  const next = tabs.getByRole('tab', { name: 'Function Edge' })
  await expect(next).toHaveAttribute('aria-selected', 'true')
  await expect(next).toBeFocused()
  await expect(page).toHaveURL(/\?source=function_edge_logs$/)

  await page.reload()
  await expect(tabs.getByRole('tab', { name: 'Function Edge' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

test('an unknown source opens the first tab', async ({ page }) => {
  await page.goto(`${LOGS}?source=nope_logs`)
  await expect(
    page.getByRole('tablist', { name: 'Log sources' }).getByRole('tab', { name: 'API Edge' }),
  ).toHaveAttribute('aria-selected', 'true')
})
