import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Seed, SeedUser } from './seed-schema'
import { verifyToken } from './tokens'

/** Hono environment of API routes: the signed-in user set by requireUser. */
export type ApiEnv = { Variables: { user: SeedUser } }

const BEARER = /^Bearer\s+(\S+)$/i

/** Answers 401 unless the request carries a valid, unexpired token of a seeded user. */
export function requireUser(seed: Seed) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const match = BEARER.exec(c.req.header('Authorization') ?? '')
    if (!match?.[1]) return unauthorized(c, 'Missing bearer token')

    const payload = verifyToken(seed.token_secret, match[1])
    const user = payload && seed.users.find((candidate) => candidate.id === payload.sub)
    if (!user) return unauthorized(c, 'Invalid or expired session')

    c.set('user', user)
    await next()
  })
}

function unauthorized(c: Context, message: string): Response {
  c.header('WWW-Authenticate', 'Bearer')
  return c.json({ message }, 401)
}
