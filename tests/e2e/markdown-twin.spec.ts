import { expect, test } from './support/test'

test('a guide page has a Markdown twin at its URL plus .md', async ({ request }) => {
  const response = await request.get('/docs/guides/auth/passwords.md')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/markdown')
  const text = await response.text()
  expect(text.startsWith('# Password-based sign-in\n')).toBe(true)
  expect(text).toContain('```')
  expect(text).not.toMatch(/<(Tabs|Tab|Callout|Steps)\b/)
})

test('Copy page copies the page as Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/docs/guides/auth/passwords')
  await page.getByRole('button', { name: 'Copy page' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  const twin = await (await page.request.get('/docs/guides/auth/passwords.md')).text()
  expect(copied).toBe(twin)
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
    'href',
    '/docs/guides/auth/passwords.md',
  )
})

test('Copy page opens a chat about the page Markdown in ChatGPT and Claude, in a new tab', async ({
  page,
}) => {
  await page.goto('/docs/guides/auth/passwords')
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  const twin = new URL('/docs/guides/auth/passwords.md', canonical ?? '').href
  for (const [product, chat] of [
    ['ChatGPT', 'https://chatgpt.com/'],
    ['Claude', 'https://claude.ai/new'],
  ] as const) {
    const link = page.getByRole('link', { name: `Open in ${product} (opens in a new tab)` })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    const href = new URL((await link.getAttribute('href')) ?? '')
    expect(`${href.origin}${href.pathname}`).toBe(chat)
    const prompt = href.searchParams.get('q') ?? ''
    expect(prompt).toBe(`Read ${twin} and answer questions about it.`)
    // The link is reachable from the keyboard, after the Copy page button.
    await link.focus()
    await expect(link).toBeFocused()
  }
})
