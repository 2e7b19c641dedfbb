import { expect, test } from './support/test'

const menuFragment = '/docs/menus/guides/auth.html'

test('an area’s side menu is not in its pages: the browser fetches it once for the whole area', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  const html = await (await page.request.get('/docs/guides/auth/passwords')).text()
  const inPage = /<nav aria-label="Auth menu"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? ''
  expect(inPage).toContain('<a class="menu-title" href="/docs/guides/auth">Auth</a>')
  expect(inPage).not.toContain('menu-link')

  // Chromium says of each response whether it came from its cache.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const fetched: { fromCache: boolean; cacheControl: string }[] = []
  cdp.on('Network.responseReceived', ({ response }) => {
    if (new URL(response.url).pathname === menuFragment) {
      fetched.push({
        fromCache: Boolean(response.fromDiskCache),
        cacheControl: String(
          response.headers['Cache-Control'] ?? response.headers['cache-control'],
        ),
      })
    }
  })

  const visits: [path: string, title: string][] = [
    ['/docs/guides/auth/passwords', 'Passwords'],
    ['/docs/guides/auth/signout', 'Sign out'],
  ]
  for (const [path, title] of visits) {
    await page.goto(path)
    const menu = page.getByRole('navigation', { name: 'Auth menu' })
    const current = menu.locator('[aria-current="page"]')
    await expect(current).toHaveCount(1)
    await expect(current).toHaveText(title)
    await expect(current).toBeInViewport()
  }
  expect(fetched).toEqual([
    { fromCache: false, cacheControl: 'public, max-age=31536000, immutable' },
    { fromCache: true, cacheControl: 'public, max-age=31536000, immutable' },
  ])
})

test('without JavaScript the side menu still links to its area', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/docs/guides/auth/passwords')
  const menu = page.getByRole('navigation', { name: 'Auth menu' })
  await expect(menu.getByRole('link')).toHaveCount(1)
  await expect(menu.getByRole('link', { name: 'Auth' })).toHaveAttribute(
    'href',
    '/docs/guides/auth',
  )
  await context.close()
})

test('a side menu that cannot load keeps its title link and says so', async ({ page }) => {
  await page.route(`**${menuFragment}?*`, (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/docs/guides/auth/passwords')
  const menu = page.getByRole('navigation', { name: 'Auth menu' })
  await expect(menu).toContainText('This menu could not be loaded')
  await expect(menu.getByRole('link', { name: 'Auth' })).toBeAttached()
})
