import {
  dashboardPageUrl,
  dashboardSignInUrl,
  dashboardSignOutUrl,
  LOCAL_DASHBOARD_ROOT,
} from '../../lib/address/dashboard-pages'
import { html, jsonDataBlock } from './html'
import { layout } from './layout'

/**
 * The "copy it from the dashboard" target. Every state is in the markup,
 * hidden; api-settings.js shows the one that applies.
 */
export function apiSettingsPage(ref: string): string {
  const here = dashboardPageUrl(LOCAL_DASHBOARD_ROOT, 'api-settings', ref)
  const signIn = dashboardSignInUrl(LOCAL_DASHBOARD_ROOT, here)
  const switchUser = dashboardSignOutUrl(LOCAL_DASHBOARD_ROOT, signIn)
  return layout({
    title: 'API settings',
    body: html`<h1>API settings</h1>
      <p class="muted">Project <code>${ref}</code></p>
      <section data-state="loading"><p>Loading API settings…</p></section>
      <section data-state="signed-out" hidden>
        <p>Sign in to see the URL and anon key of this project.</p>
        <p><a class="button" href="${signIn}">Sign in</a></p>
      </section>
      <section data-state="not-found" hidden>
        <p>
          You are not a member of the organization that owns project <code>${ref}</code>, or the
          project does not exist.
        </p>
        <p>
          <a href="${LOCAL_DASHBOARD_ROOT}">See your projects</a> or
          <a href="${switchUser}">sign in as someone else</a>.
        </p>
      </section>
      <section data-state="error" hidden>
        <p>Could not load the API settings: <span data-field="error"></span></p>
        <p><button type="button" data-action="retry">Try again</button></p>
      </section>
      <section data-state="ready" hidden>
        <dl class="settings">
          <dt>Project URL</dt>
          <dd>
            <code data-field="url"></code> <button type="button" data-copy="url">Copy</button>
          </dd>
          <dt>Anon key</dt>
          <dd>
            <code class="key" data-field="anon-key"></code>
            <button type="button" data-copy="anon-key">Copy</button>
          </dd>
        </dl>
        <p class="muted">
          The anon key is meant for client code. The service role key is never shown here.
        </p>
      </section>`,
    data: [jsonDataBlock('page-data', { ref })],
    scripts: ['api-settings.js'],
  })
}
