import type { DashboardSession } from '../../lib/platform-contract/session'
import { html, jsonDataBlock } from './html'
import { layout } from './layout'

/** Answer to a successful sign-in: sign-in.js stores the session, then leaves for returnTo. */
export function sessionPage(session: DashboardSession, returnTo: string): string {
  return layout({
    title: 'Signing in',
    body: html`<h1>Signing in</h1>
      <p>
        Signed in as <strong>${session.user.email}</strong>. Returning you to
        <a href="${returnTo}">${returnTo}</a>…
      </p>`,
    data: [jsonDataBlock('session', session), jsonDataBlock('page-data', { returnTo })],
    scripts: ['sign-in.js'],
  })
}
