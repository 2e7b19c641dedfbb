import {
  dashboardSignInUrl,
  dashboardSignOutUrl,
  LOCAL_DASHBOARD_ROOT,
} from '../../lib/address/dashboard-pages'
import { html } from './html'
import { layout } from './layout'

/** Organizations and projects of the signed-in user, filled in by dashboard.js. */
export function dashboardPage(): string {
  const signIn = dashboardSignInUrl(LOCAL_DASHBOARD_ROOT, LOCAL_DASHBOARD_ROOT)
  const signOut = dashboardSignOutUrl(LOCAL_DASHBOARD_ROOT, LOCAL_DASHBOARD_ROOT)
  return layout({
    title: 'Projects',
    body: html`<h1>Projects</h1>
      <section data-state="loading"><p>Loading your projects…</p></section>
      <section data-state="signed-out" hidden>
        <p>You are signed out.</p>
        <p><a class="button" href="${signIn}">Sign in</a></p>
      </section>
      <section data-state="error" hidden>
        <p>Could not load your projects: <span data-field="error"></span></p>
        <p><button type="button" data-action="retry">Try again</button></p>
      </section>
      <section data-state="ready" hidden>
        <p class="muted">
          Signed in as <strong data-field="email"></strong> ·
          <a href="${signOut}">Sign out</a>
        </p>
        <div data-field="organizations"></div>
      </section>`,
    scripts: ['dashboard.js'],
  })
}
