import { parseSession, type DashboardSession } from '../../lib/platform-contract/session'
import { SESSION_STORAGE_KEY } from '../../lib/platform-contract/storage-keys'

/** The stored session, or null when it is missing, does not parse or has expired (signed out). */
export function readSession(): DashboardSession | null {
  try {
    return parseSession(localStorage.getItem(SESSION_STORAGE_KEY), Date.now() / 1000)
  } catch {
    return null
  }
}

export function writeSession(session: DashboardSession): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY)
}
