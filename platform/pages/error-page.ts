import { DASHBOARD_HOME } from '../dashboard-urls'
import { html } from './html'
import { layout } from './layout'

export function errorPage(title: string, message: string): string {
  return layout({
    title,
    body: html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a href="${DASHBOARD_HOME}">Back to the dashboard</a></p>`,
  })
}
