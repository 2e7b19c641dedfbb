import { Hono } from 'hono'
import { dashboardPagePaths } from '../../lib/address/dashboard-pages'
import type { Asset } from '../assets'
import { createBrowserSession } from '../browser-session'
import { noStore } from '../no-store'
import { apiSettingsPage } from '../pages/api-settings-page'
import { dashboardPage } from '../pages/dashboard-page'
import { errorPage } from '../pages/error-page'
import {
  accountTokensPage,
  emulatedProjectPages,
  projectPage,
  type EmulatedProjectPage,
} from '../pages/project-page'
import { sessionPage } from '../pages/session-page'
import { signInPage } from '../pages/sign-in-page'
import { signOutPage } from '../pages/sign-out-page'
import { sanitizeReturnTo } from '../return-to'
import { securityHeaders } from '../security-headers'
import type { Seed } from '../seed-schema'

/**
 * Sign-in, sign-out, the project list, API settings and every other dashboard page guides link
 * to (`lib/address/dashboard-pages.ts`), plus their assets.
 */
export function dashboardRoutes(seed: Seed, assets: ReadonlyMap<string, Asset>): Hono {
  const dashboard = new Hono()
  dashboard.use('/dashboard', securityHeaders, noStore)
  dashboard.use('/dashboard/*', securityHeaders, noStore)

  dashboard.get('/dashboard', (c) => c.html(dashboardPage()))

  dashboard.get('/dashboard/sign-in', (c) =>
    c.html(signInPage(seed.users, sanitizeReturnTo(c.req.query('returnTo')))),
  )

  dashboard.post('/dashboard/sign-in', async (c) => {
    const form = await c.req.parseBody()
    const returnTo = sanitizeReturnTo(typeof form.returnTo === 'string' ? form.returnTo : null)
    const user = seed.users.find((candidate) => candidate.id === form.user_id)
    if (!user)
      return c.html(
        errorPage(
          'Unknown user',
          'No seeded user has that id. Go back and pick one from the list.',
        ),
        400,
      )
    return c.html(sessionPage(createBrowserSession(seed.token_secret, user), returnTo))
  })

  dashboard.get('/dashboard/sign-out', (c) =>
    c.html(signOutPage(sanitizeReturnTo(c.req.query('returnTo')))),
  )

  dashboard.get('/dashboard/project/:ref/settings/api', (c) =>
    c.html(apiSettingsPage(c.req.param('ref'))),
  )

  for (const kind of Object.keys(emulatedProjectPages) as EmulatedProjectPage[]) {
    const path = `/dashboard${dashboardPagePaths[kind].replace('{ref}', ':ref')}`
    dashboard.get(path, (c) => c.html(projectPage(c.req.param('ref') ?? '', kind)))
  }

  dashboard.get(`/dashboard${dashboardPagePaths['account-tokens']}`, (c) =>
    c.html(accountTokensPage()),
  )

  dashboard.get('/dashboard/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'))
    if (!asset) return c.text('Not found', 404)
    return c.body(asset.body, 200, { 'Content-Type': asset.contentType })
  })

  return dashboard
}
