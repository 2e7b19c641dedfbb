import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** Session lifetime in seconds. */
export const TOKEN_TTL_SECONDS = 60 * 60

const payloadSchema = z.object({
  /** User id the token was issued to. */
  sub: z.string().min(1),
  /** Expiry as unix seconds. */
  exp: z.number().int(),
})

export type TokenPayload = z.infer<typeof payloadSchema>

export type IssuedToken = {
  token: string
  /** Unix seconds; mirrors the `exp` inside the token. */
  expiresAt: number
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000)

/** Signs `{sub, exp}` as `base64url(payload).base64url(hmac)`. */
export function issueToken(
  secret: string,
  userId: string,
  now: number = nowSeconds(),
): IssuedToken {
  const expiresAt = now + TOKEN_TTL_SECONDS
  const payload: TokenPayload = { sub: userId, exp: expiresAt }
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return { token: `${encoded}.${sign(secret, encoded)}`, expiresAt }
}

/** Returns the payload of a well-signed, unexpired token, or null for anything else. */
export function verifyToken(
  secret: string,
  token: string,
  now: number = nowSeconds(),
): TokenPayload | null {
  const parts = token.split('.')
  if (parts.length !== 2) return null
  const [encoded, signature] = parts
  if (!encoded || !signature) return null

  const expected = Buffer.from(sign(secret, encoded), 'base64url')
  const given = Buffer.from(signature, 'base64url')
  // timingSafeEqual throws on a length mismatch; a wrong length is simply invalid.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null

  const payload = payloadSchema.safeParse(
    parseJson(Buffer.from(encoded, 'base64url').toString('utf8')),
  )
  if (!payload.success) return null
  return payload.data.exp > now ? payload.data : null
}

function sign(secret: string, encodedPayload: string): string {
  return createHmac('sha256', secret).update(encodedPayload).digest('base64url')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
