import type { SeedUser } from '../seed-schema'
import { html } from './html'
import { layout } from './layout'

/** Lists every seeded user; each button posts the sign-in form as that user. */
export function signInPage(users: readonly SeedUser[], returnTo: string): string {
  return layout({
    title: 'Sign in',
    body: html`<h1>Sign in</h1>
      <p>This is the local platform. Pick a seeded account; no password is needed.</p>
      <form class="stack" method="post" action="/dashboard/sign-in">
        <input type="hidden" name="returnTo" value="${returnTo}" />
        ${users.map(
          (user) =>
            html`<button class="account" type="submit" name="user_id" value="${user.id}">
              <span class="account-action">Sign in as ${user.email}</span>
              <span class="muted">${user.name}</span>
            </button>`,
        )}
      </form>`,
  })
}
