import { type Page } from '@playwright/test'
import { appHydrated, expect } from './test'

export const QUICKSTART = '/docs/guides/getting-started/quickstarts/nextjs'

/** Signs in through the local platform's sign-in page, the way a reader does. */
export async function signIn(page: Page, returnTo = QUICKSTART): Promise<void> {
  await page.goto(`/dashboard/sign-in?returnTo=${encodeURIComponent(returnTo)}`)
  await page.getByRole('button', { name: 'Sign in as ada@example.com' }).click()
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/]/g, '\\/')}$`))
  await appHydrated(page)
}

/** The helper for one variable: `url` or `anonKey`. */
export function helper(page: Page, variable: 'url' | 'anonKey') {
  return page.locator(`[data-credentials-helper="${variable}"]`).first()
}
