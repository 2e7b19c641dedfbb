import { describe, expect, it } from 'vitest'
import { dashboardPageKinds, dashboardPageUrl } from '../../lib/address/dashboard-pages'
import { SESSION_STORAGE_KEY } from '../../lib/platform-contract/storage-keys'
import { createPlatformApp } from '../app'
import { loadAssets } from '../assets'
import { CONTENT_SECURITY_POLICY } from '../security-headers'
import { defaultSeed as seed, userByEmail } from '../test-support'
import { TOKEN_TTL_SECONDS, verifyToken } from '../tokens'

const app = createPlatformApp(seed)
const ada = userByEmail(seed, 'ada@example.com')
const storefront = seed.projects.find((project) => project.name === 'Storefront')
if (!storefront) throw new Error('default seed has no Storefront project')
const storefrontRef = storefront.ref

function dataBlock(page: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(
    page,
  )
  return match?.[1] === undefined ? undefined : JSON.parse(match[1])
}

function hiddenReturnTo(page: string): string | undefined {
  return /<input type="hidden" name="returnTo" value="([^"]*)"/.exec(page)?.[1]
}

function signIn(fields: Record<string, string>) {
  return app.request('/dashboard/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('dashboard pages', () => {
  const pages = [
    '/dashboard',
    '/dashboard/sign-in?returnTo=/docs/x',
    '/dashboard/sign-out?returnTo=/docs/x',
    ...dashboardPageKinds.map((kind) => dashboardPageUrl('/dashboard', kind, storefrontRef)),
  ]

  it.each(pages)('%s sends the security headers and is never cached', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    )
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it.each(pages)('%s has no inline script or style', async (path) => {
    const page = await (await app.request(path)).text()
    const scripts = page.match(/<script\b[^>]*>/g) ?? []
    for (const tag of scripts)
      expect(tag).toMatch(/\bsrc="\/dashboard\/assets\/[\w-]+\.js"|type="application\/json"/)
    expect(page).not.toMatch(/<style\b/i)
    expect(page).not.toMatch(/\sstyle=/i)
    expect(page).not.toMatch(/\son[a-z]+=/i)
  })
})

describe('GET /dashboard/sign-in', () => {
  it('offers every seeded user as a button posting the sign-in form', async () => {
    const page = await (await app.request('/dashboard/sign-in?returnTo=/docs/x')).text()
    expect(page).toMatch(/<form [^>]*method="post" action="\/dashboard\/sign-in"/)
    expect(hiddenReturnTo(page)).toBe('/docs/x')
    for (const user of seed.users) {
      expect(page).toContain(`name="user_id" value="${user.id}"`)
      expect(page).toContain(`Sign in as ${user.email}`)
    }
  })

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'replaces the unsafe returnTo %s with /docs',
    async (returnTo) => {
      const page = await (
        await app.request(`/dashboard/sign-in?${new URLSearchParams({ returnTo })}`)
      ).text()
      expect(hiddenReturnTo(page)).toBe('/docs')
    },
  )
})

describe('POST /dashboard/sign-in', () => {
  it('hands the session to sign-in.js through a JSON data block', async () => {
    const before = Math.floor(Date.now() / 1000)
    const response = await signIn({ user_id: ada.id, returnTo: '/docs/guides/auth' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const page = await response.text()

    const session = dataBlock(page, 'session')
    expect(session).toEqual({
      access_token: expect.any(String),
      expires_at: expect.any(Number),
      user: { id: ada.id, email: 'ada@example.com' },
    })
    expect(dataBlock(page, 'page-data')).toEqual({ returnTo: '/docs/guides/auth' })
    expect(page).toContain('<script type="module" src="/dashboard/assets/sign-in.js"></script>')

    const { access_token: token, expires_at: expiresAt } = session as {
      access_token: string
      expires_at: number
    }
    expect(expiresAt - before).toBeGreaterThanOrEqual(TOKEN_TTL_SECONDS - 1)
    expect(expiresAt - before).toBeLessThanOrEqual(TOKEN_TTL_SECONDS + 1)
    expect(verifyToken(seed.token_secret, token)).toEqual({ sub: ada.id, exp: expiresAt })

    const api = await app.request('/platform/organizations', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(api.status).toBe(200)
  })

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ''])(
    'sends the unsafe returnTo %j to /docs instead',
    async (returnTo) => {
      const page = await (await signIn({ user_id: ada.id, returnTo })).text()
      expect(dataBlock(page, 'page-data')).toEqual({ returnTo: '/docs' })
    },
  )

  it('escapes < inside data blocks and markup', async () => {
    const returnTo = '/docs/</script><script>alert(1)</script>'
    const page = await (await signIn({ user_id: ada.id, returnTo })).text()
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('\\u003c/script>')
    expect(dataBlock(page, 'page-data')).toEqual({ returnTo })
  })

  it('answers 400 for an unknown user, without a session', async () => {
    const response = await signIn({ user_id: 'nobody', returnTo: '/docs' })
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('Unknown user')
    expect(page).not.toContain('id="session"')
  })

  it('answers 400 when the user field is missing', async () => {
    expect((await signIn({ returnTo: '/docs' })).status).toBe(400)
  })
})

describe('GET /dashboard/sign-out', () => {
  it('runs sign-out.js with a sanitised returnTo', async () => {
    const kept = await (await app.request('/dashboard/sign-out?returnTo=/docs/x')).text()
    expect(dataBlock(kept, 'page-data')).toEqual({ returnTo: '/docs/x' })
    expect(kept).toContain('src="/dashboard/assets/sign-out.js"')

    const rejected = await (await app.request('/dashboard/sign-out?returnTo=//evil.example')).text()
    expect(dataBlock(rejected, 'page-data')).toEqual({ returnTo: '/docs' })
  })
})

describe('GET /dashboard/project/:ref/settings/api', () => {
  it('passes the ref to api-settings.js and links sign-in back to itself', async () => {
    const path = `/dashboard/project/${storefrontRef}/settings/api`
    const page = await (await app.request(path)).text()
    expect(dataBlock(page, 'page-data')).toEqual({ ref: storefrontRef })
    expect(page).toContain('src="/dashboard/assets/api-settings.js"')
    expect(page).toContain(
      `href="/dashboard/sign-in?${new URLSearchParams({ returnTo: path }).toString()}"`,
    )
    for (const state of ['loading', 'signed-out', 'not-found', 'error', 'ready']) {
      expect(page).toContain(`data-state="${state}"`)
    }
    // The key is fetched by the browser with the session; the page itself carries none.
    expect(page).not.toContain(storefront.api.anon_key)
  })

  it('escapes a hostile ref', async () => {
    const page = await (
      await app.request('/dashboard/project/%3Cimg%20src%3Dx%3E/settings/api')
    ).text()
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;img src=x&gt;')
  })
})

describe('the dashboard pages guides link to', () => {
  it.each(dashboardPageKinds)('serves the %s page', async (kind) => {
    const response = await app.request(dashboardPageUrl('/dashboard', kind, storefrontRef))
    expect(response.status).toBe(200)
  })

  it('names the project and what an emulated tool is for', async () => {
    const page = await (
      await app.request(dashboardPageUrl('/dashboard', 'sql-editor', storefrontRef))
    ).text()
    expect(page).toContain('<h1>SQL editor</h1>')
    expect(page).toContain(`Project <code>${storefrontRef}</code>`)
    expect(page).toContain(`href="/dashboard/project/${storefrontRef}/settings/api"`)
  })

  it('escapes a hostile ref on an emulated page', async () => {
    const page = await (
      await app.request('/dashboard/project/%3Cimg%20src%3Dx%3E/storage/buckets')
    ).text()
    expect(page).not.toContain('<img')
    expect(page).toContain('&lt;img src=x&gt;')
  })
})

describe('GET /dashboard', () => {
  it('runs dashboard.js and offers sign-in back to the dashboard', async () => {
    const page = await (await app.request('/dashboard')).text()
    expect(page).toContain('src="/dashboard/assets/dashboard.js"')
    expect(page).toContain('href="/dashboard/sign-in?returnTo=%2Fdashboard"')
  })
})

describe('GET /dashboard/assets/:name', () => {
  const assets = loadAssets()

  it.each([...assets.keys()])('serves %s with its content type', async (name) => {
    const response = await app.request(`/dashboard/assets/${name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe(
      name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
    )
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('bundles each script with what it imports', () => {
    for (const [name, asset] of assets) {
      if (name.endsWith('.js')) expect(asset.body, name).not.toMatch(/\bfrom\s*["']/)
    }
  })

  it('has the scripts and stylesheet the pages link to', () => {
    for (const name of [
      'sign-in.js',
      'sign-out.js',
      'api-settings.js',
      'dashboard.js',
      'dashboard.css',
    ]) {
      expect(assets.has(name), name).toBe(true)
    }
  })

  it('stores and clears the session under the contract key', () => {
    for (const name of ['sign-in.js', 'sign-out.js']) {
      expect(assets.get(name)?.body, name).toContain(JSON.stringify(SESSION_STORAGE_KEY))
    }
  })

  it.each(['missing.js', '..%2Fapp.ts', 'seed-schema.ts'])('answers 404 for %s', async (name) => {
    expect((await app.request(`/dashboard/assets/${name}`)).status).toBe(404)
  })
})
