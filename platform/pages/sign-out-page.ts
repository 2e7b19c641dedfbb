import { html, jsonDataBlock } from './html'
import { layout } from './layout'

/** sign-out.js removes the stored session, then leaves for returnTo. */
export function signOutPage(returnTo: string): string {
  return layout({
    title: 'Signing out',
    body: html`<h1>Signing out</h1>
      <p>Returning you to <a href="${returnTo}">${returnTo}</a>…</p>`,
    data: [jsonDataBlock('page-data', { returnTo })],
    scripts: ['sign-out.js'],
  })
}
