import { LOCAL_DASHBOARD_ROOT } from '../../lib/address/dashboard-pages'
import { html } from './html'
import { layout } from './layout'

export function errorPage(title: string, message: string): string {
  return layout({
    title,
    body: html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a href="${LOCAL_DASHBOARD_ROOT}">Back to the dashboard</a></p>`,
  })
}
