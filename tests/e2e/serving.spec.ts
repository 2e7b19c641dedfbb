/**
 * The Node server and nginx with the generated configuration serve the same export by the same
 * rules (lib/serving): the same pages, statuses, headers and variants.
 */
import fs from 'node:fs'
import path from 'node:path'
import { checkServedLinks } from '../../lib/links/check-served-links'
import { REDIRECT_STATUS, REDIRECTS } from '../../lib/serving/redirects'
import { nginxServer, nodeServer } from './servers'
import { type APIResponse, expect, test } from './support/test'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const servers = [
  { name: 'the Node server', origin: nodeServer.origin },
  { name: 'nginx', origin: nginxServer.origin },
]

for (const { name, origin } of servers) {
  test.describe(`served by ${name}`, () => {
    test.use({ baseURL: origin })

    test('a guide renders with its scripts admitted by its own policy', async ({ page }) => {
      const refused: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      const response = await page.goto('/docs/guides/auth/passwords')
      expect(response?.status()).toBe(200)
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      // The theme switch answers only once React has hydrated, which needs the inline scripts.
      const dark = page.getByRole('button', { name: 'Dark theme' }).first()
      await dark.click()
      await expect(dark).toHaveAttribute('aria-pressed', 'true')
      expect(refused).toEqual([])
    })

    test('a page names the site’s icon inside the base path, and it is served as SVG', async ({
      page,
      request,
    }) => {
      const asked: string[] = []
      page.on('request', (sent) => asked.push(new URL(sent.url()).pathname))
      await page.goto('/docs/guides/auth/passwords')
      const href = await page.locator('head link[rel="icon"]').getAttribute('href')
      expect(href).toMatch(/^\/docs\/icon\.svg/)
      const icon = await request.get(href ?? '')
      expect(icon.status()).toBe(200)
      expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
      expect(await icon.text()).toContain('<svg')
      // With an icon named, the browser no longer asks the host's root for one.
      expect(asked).not.toContain('/favicon.ico')
    })

    test('a reference section URL serves the document at that section', async ({ page }) => {
      await page.goto('/docs/reference/javascript/select')
      await expect(page.locator('#select')).toBeInViewport()
      await expect(page.locator('#insert')).toHaveCount(1)
    })

    test('a crawler at a section URL gets the section alone', async ({ request }) => {
      const response = await request.get('/docs/reference/javascript/select', {
        headers: { 'User-Agent': GOOGLEBOT },
      })
      const html = await response.text()
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      expect(html).toMatch(/<h1[^>]*>Fetch data/)
      expect(html).not.toContain('id="insert"')
    })

    test('a moved page redirects to where it lives now, and its seed routes keep answering', async ({
      page,
      request,
    }) => {
      for (const { from, to } of REDIRECTS) {
        const response = await request.get(`/docs${from}/?tab=1`, { maxRedirects: 0 })
        expect(response.status(), from).toBe(REDIRECT_STATUS)
        expect(response.headers()['location'], from).toBe(`/docs${to}?tab=1`)
        expect(response.headers()['x-content-type-options'], from).toBe('nosniff')
      }
      for (const seed of ['/docs/guides/cli', '/docs/guides/cli/local-development']) {
        const response = await page.goto(seed)
        expect(response?.status(), seed).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      }
    })

    test('a sections fragment is served for its document, not as a page', async ({ request }) => {
      const response = await request.get('/docs/reference-sections/javascript.html')
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('id="select"')
      const headers = response.headers()
      expect(headers['content-security-policy']).toBe("default-src 'none'")
      expect(headers['x-robots-tag']).toBe('noindex')
      expect(headers['x-frame-options']).toBeUndefined()
      const page = await request.get('/docs/reference/javascript')
      expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      expect(page.headers()['x-robots-tag']).toBeUndefined()
    })

    test('an unknown page answers 404 with the 404 page', async ({ page }) => {
      const response = await page.goto('/docs/guides/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    })
  })
}

/**
 * What a client sees of a response, with `Vary` as a set (nginx sends one header per value). A
 * redirect's body is nobody's concern: nginx writes a short page, the Node server none.
 */
async function observable(response: APIResponse) {
  const headers = response.headers()
  const redirect = response.status() >= 300 && response.status() < 400
  const pick = (header: string) =>
    redirect && header === 'content-type' ? null : (headers[header] ?? null)
  return {
    status: response.status(),
    location: pick('location'),
    contentType: pick('content-type'),
    contentEncoding: pick('content-encoding'),
    vary: (headers['vary'] ?? '').split(/,\s*/).filter(Boolean).sort(),
    cacheControl: pick('cache-control'),
    contentSecurityPolicy: pick('content-security-policy'),
    frameOptions: pick('x-frame-options'),
    nosniff: pick('x-content-type-options'),
    referrerPolicy: pick('referrer-policy'),
    link: pick('link'),
    bodyLength: redirect ? null : (await response.body()).length,
  }
}

test('both servers answer every kind of request the same way', async ({ request }) => {
  test.setTimeout(90_000)
  const chunk = fs
    .readdirSync(path.resolve('out/_next/static/chunks'))
    .find((file) => file.endsWith('.js'))
  const markdown = 'text/markdown'
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
  const requests: { url: string; userAgent?: string; accept?: string }[] = [
    { url: '/' },
    { url: '/docs' },
    { url: '/docs/' },
    { url: '/docs/guides/auth/passwords' },
    { url: '/docs/guides/auth/passwords/' },
    { url: '/docs/reference/javascript/select' },
    { url: '/docs/reference/javascript/select', userAgent: GOOGLEBOT },
    { url: '/docs/reference/cli/crawlers/plinth-db-reset' },
    { url: '/docs/guides/no-such-page' },
    { url: '/docs/llms.txt' },
    { url: '/docs/guides/auth/passwords', accept: markdown },
    { url: '/docs/guides/auth/passwords/', accept: browser },
    { url: '/docs/guides/auth/passwords', accept: 'text/html;q=0.5, text/markdown' },
    { url: '/docs/guides/auth/passwords', accept: 'text/markdown;q=0' },
    { url: '/docs/guides/auth/passwords.md', accept: markdown },
    { url: '/docs/reference/javascript/select', accept: markdown },
    { url: '/docs/reference/javascript/select', userAgent: GOOGLEBOT, accept: markdown },
    { url: '/docs/reference/cli/plinth-db-push', accept: markdown },
    { url: '/docs/reference/api/create-branch', accept: browser },
    { url: '/docs/guides/no-such-page', accept: markdown },
    { url: `/docs/_next/static/chunks/${chunk}` },
    { url: '/docs/sql-engine/worker.js' },
    // A menu as pages fetch it, by its version: kept for good on both.
    { url: '/docs/menus/guides/auth.html?v=anything' },
  ]
  for (const { url, userAgent, accept } of requests) {
    for (const acceptEncoding of ['gzip, deflate, br', 'gzip', 'identity']) {
      const headers = {
        'Accept-Encoding': acceptEncoding,
        ...(userAgent && { 'User-Agent': userAgent }),
        ...(accept && { Accept: accept }),
      }
      const [node, nginx] = await Promise.all(
        servers.map(async ({ origin }) =>
          observable(await request.get(`${origin}${url}`, { headers, maxRedirects: 0 })),
        ),
      )
      const label = `${url} (${acceptEncoding}${userAgent ? ', crawler' : ''}${accept ? `, ${accept}` : ''})`
      expect(nginx, label).toEqual(node)
      if (url.startsWith('/docs/menus/')) {
        expect(node?.cacheControl, label).toBe('public, max-age=31536000, immutable')
      }
    }
  }
})

test('every internal link and anchor of the export resolves on nginx', async () => {
  test.setTimeout(180_000)
  expect(await checkServedLinks(path.resolve('out'), '/docs', nginxServer.origin)).toEqual([])
})
