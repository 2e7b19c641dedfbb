// @ts-check
/** localStorage key shared with the docs site (DESIGN.md, "Browser storage"). */
export const SESSION_KEY = 'plinth.dashboard.auth.token'

/** @typedef {{access_token: string, expires_at: number, user: {id: string, email: string}}} Session */

/**
 * @param {unknown} value
 * @returns {value is Session}
 */
export function isSession(value) {
  if (typeof value !== 'object' || value === null) return false
  const record = /** @type {Record<string, unknown>} */ (value)
  const user = /** @type {Record<string, unknown> | null} */ (
    typeof record.user === 'object' ? record.user : null
  )
  return (
    typeof record.access_token === 'string' &&
    typeof record.expires_at === 'number' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.email === 'string'
  )
}

/**
 * The stored session, or null when it is missing, does not parse or has
 * expired: all of those mean signed out, as on the docs site.
 * @returns {Session | null}
 */
export function readSession() {
  try {
    const raw = localStorage.getItem(SESSION_KEY)
    if (raw === null) return null
    const value = JSON.parse(raw)
    return isSession(value) && value.expires_at > Date.now() / 1000 ? value : null
  } catch {
    return null
  }
}

/** @param {Session} session */
export function writeSession(session) {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session))
}

export function clearSession() {
  localStorage.removeItem(SESSION_KEY)
}
