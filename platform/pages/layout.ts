import { LOCAL_DASHBOARD_ROOT } from '../../lib/address/dashboard-pages'
import { siteConfig } from '../../site.config'
import { DOCS_HOME } from '../return-to'
import { html, type SafeHtml } from './html'

const PLATFORM_NAME = siteConfig.name

export const ASSETS_PATH = '/dashboard/assets'

export type PageOptions = {
  title: string
  body: SafeHtml
  /** Data blocks read by the page script (see jsonDataBlock). */
  data?: readonly SafeHtml[]
  /** Module file names under ASSETS_PATH, e.g. `sign-in.js`. */
  scripts?: readonly string[]
}

/** The document shell shared by every dashboard page: external CSS and JS only. */
export function layout({ title, body, data = [], scripts = [] }: PageOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${PLATFORM_NAME} dashboard (local)</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="${ASSETS_PATH}/dashboard.css" />
        ${data}
        ${scripts.map((name) => html`<script type="module" src="${ASSETS_PATH}/${name}"></script>`)}
      </head>
      <body>
        <header class="topbar">
          <a class="brand" href="${LOCAL_DASHBOARD_ROOT}"
            >${PLATFORM_NAME} <span class="badge">local</span></a
          >
          <a href="${DOCS_HOME}">Docs</a>
        </header>
        <main class="page">${body}</main>
      </body>
    </html> `.value
}
