// Helpers for the platform tests; not used at runtime.
import type { Hono } from 'hono'
import { createPlatformApp } from './app'
import { DEFAULT_SEED_PATH, loadSeed } from './load-seed'
import type { Seed, SeedUser } from './seed-schema'
import { issueToken } from './tokens'

export const defaultSeed: Seed = loadSeed(DEFAULT_SEED_PATH)

export function userByEmail(seed: Seed, email: string): SeedUser {
  const user = seed.users.find((candidate) => candidate.email === email)
  if (!user) throw new Error(`test seed has no user ${email}`)
  return user
}

export function bearer(seed: Seed, email: string, now?: number): Record<string, string> {
  const { token } = issueToken(seed.token_secret, userByEmail(seed, email).id, now)
  return { Authorization: `Bearer ${token}` }
}

/** GETs `path` on a fresh app over `seed` as `email`. */
export function getAs(
  seed: Seed,
  email: string,
  path: string,
  app: Hono = createPlatformApp(seed),
) {
  return app.request(path, { headers: bearer(seed, email) })
}
