import type { User } from './seed-schema'
import { issueToken } from './tokens'

/** localStorage key of the dashboard session (design contract). */
export const SESSION_STORAGE_KEY = 'plinth.dashboard.auth.token'

/** The value stored under SESSION_STORAGE_KEY, exactly as the docs site reads it. */
export type BrowserSession = {
  access_token: string
  /** Unix seconds. */
  expires_at: number
  user: { id: string; email: string }
}

export function createBrowserSession(secret: string, user: User, now?: number): BrowserSession {
  const { token, expiresAt } = issueToken(secret, user.id, now)
  return { access_token: token, expires_at: expiresAt, user: { id: user.id, email: user.email } }
}
