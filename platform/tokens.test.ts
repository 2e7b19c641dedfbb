import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { issueToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens'

const SECRET = 'a-test-secret-of-some-length'
const NOW = 1_750_000_000

describe('tokens', () => {
  it('round-trips the user id and expires after an hour', () => {
    const { token, expiresAt } = issueToken(SECRET, 'user-1', NOW)
    expect(expiresAt).toBe(NOW + TOKEN_TTL_SECONDS)
    expect(verifyToken(SECRET, token, NOW + 10)).toEqual({ sub: 'user-1', exp: expiresAt })
  })

  it('rejects an expired token', () => {
    const { token } = issueToken(SECRET, 'user-1', NOW)
    expect(verifyToken(SECRET, token, NOW + TOKEN_TTL_SECONDS)).toBeNull()
  })

  it('rejects a token signed with another secret', () => {
    const { token } = issueToken('another-secret-entirely', 'user-1', NOW)
    expect(verifyToken(SECRET, token, NOW)).toBeNull()
  })

  it('rejects a payload changed after signing', () => {
    const { token } = issueToken(SECRET, 'user-1', NOW)
    const [, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sub: 'user-2', exp: NOW + 60 })).toString(
      'base64url',
    )
    expect(verifyToken(SECRET, `${forged}.${signature}`, NOW)).toBeNull()
  })

  it.each(['', 'garbage', 'a.b.c', '.', 'abc.', '.abc'])(
    'rejects the malformed token %j',
    (token) => {
      expect(verifyToken(SECRET, token, NOW)).toBeNull()
    },
  )

  it('rejects a well-signed payload of the wrong shape', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 42, exp: NOW + 60 })).toString('base64url')
    const signature = createHmac('sha256', SECRET).update(payload).digest('base64url')
    expect(verifyToken(SECRET, `${payload}.${signature}`, NOW)).toBeNull()
  })
})
