import type { DashboardSession } from '../lib/platform-contract/session'
import type { SeedUser } from './seed-schema'
import { issueToken } from './tokens'

export function createBrowserSession(
  secret: string,
  user: SeedUser,
  now?: number,
): DashboardSession {
  const { token, expiresAt } = issueToken(secret, user.id, now)
  return { access_token: token, expires_at: expiresAt, user: { id: user.id, email: user.email } }
}
