import {
  dashboardPageUrl,
  LOCAL_DASHBOARD_ROOT,
  type DashboardPageKind,
} from '../../lib/address/dashboard-pages'
import { html } from './html'
import { layout } from './layout'

/** Project pages of the local platform that stand in for the real dashboard's tools. */
export type EmulatedProjectPage = Exclude<
  DashboardPageKind,
  'home' | 'account-tokens' | 'api-settings'
>

/** What each emulated page is for, in the words the real page would greet the reader with. */
export const emulatedProjectPages: Record<EmulatedProjectPage, { title: string; purpose: string }> =
  {
    'database-settings': {
      title: 'Database settings',
      purpose:
        'Connection strings for direct and pooled connections, the database password, SSL enforcement and network restrictions.',
    },
    'compute-addons': {
      title: 'Compute and disk',
      purpose: 'The compute add-on the database runs on and the size of its disk.',
    },
    'sql-editor': {
      title: 'SQL editor',
      purpose: 'Write and run SQL against the project database, and save queries to run again.',
    },
    'table-editor': {
      title: 'Table editor',
      purpose: 'Browse, create and edit tables and their rows without writing SQL.',
    },
    'auth-users': {
      title: 'Users',
      purpose: 'The users who signed up to this project: invite, search and delete them.',
    },
    'auth-providers': {
      title: 'Sign-in providers',
      purpose:
        'Turn email, phone and social sign-in providers on or off and enter their client ids and secrets.',
    },
    'auth-url-configuration': {
      title: 'URL configuration',
      purpose:
        'The site URL and the redirect URLs that sign-in links and OAuth flows may return the reader to.',
    },
    'auth-email-templates': {
      title: 'Email templates',
      purpose:
        'The emails sent for sign-up confirmation, magic links, invitations and password resets.',
    },
    storage: {
      title: 'Storage buckets',
      purpose: 'Create buckets, browse and upload files, and edit the policies that guard them.',
    },
    functions: {
      title: 'Edge Functions',
      purpose: 'The deployed Edge Functions, their invocations, logs and secrets.',
    },
    logs: {
      title: 'Logs',
      purpose: 'Search the logs of every service of the project with the log explorer.',
    },
  }

/** A stand-in for a dashboard tool: which project it is for and what the page does. */
export function projectPage(ref: string, kind: EmulatedProjectPage): string {
  const { title, purpose } = emulatedProjectPages[kind]
  return layout({
    title,
    body: html`<h1>${title}</h1>
      <p class="muted">Project <code>${ref}</code></p>
      <p>${purpose}</p>
      <p>
        This local platform shows where the page lives; the tool itself runs on the hosted
        dashboard. The project's URL and anon key are on its
        <a href="${dashboardPageUrl(LOCAL_DASHBOARD_ROOT, 'api-settings', ref)}">API settings</a>
        page.
      </p>
      <p><a href="${LOCAL_DASHBOARD_ROOT}">See your projects</a></p>`,
  })
}

/** Personal access tokens: the account page `plinth login` and CI jobs take a token from. */
export function accountTokensPage(): string {
  return layout({
    title: 'Access tokens',
    body: html`<h1>Access tokens</h1>
      <p>
        Personal access tokens let the command-line tool and CI jobs act as you. Generate one here,
        copy it once, and pass it to <code>plinth login</code> or the environment of your job.
      </p>
      <p class="muted">
        This local platform does not issue tokens; the page shows where they are managed.
      </p>
      <p><a href="${LOCAL_DASHBOARD_ROOT}">See your projects</a></p>`,
  })
}
