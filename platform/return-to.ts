import { withBasePath } from '../lib/address/address'

/** The docs home on this origin (`/docs` by default). */
export const DOCS_HOME = withBasePath('') || '/'

/** Where sign-in and sign-out go when returnTo is missing or unsafe. */
export const DEFAULT_RETURN_TO = DOCS_HOME

const CONTROL_CHARS = /\p{Cc}/u
const PROBE_ORIGIN = 'http://platform.invalid'

/**
 * Keeps returnTo only when it is a path on this origin, so sign-in cannot be
 * used as an open redirect. Rejects `//host` and `/\host` (browsers read both
 * as another host), schemes, and control characters (browsers drop tabs and
 * newlines, which can turn `/\t/host` into `//host`).
 */
export function sanitizeReturnTo(value: string | null | undefined): string {
  if (typeof value !== 'string' || value === '') return DEFAULT_RETURN_TO
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return DEFAULT_RETURN_TO
  if (CONTROL_CHARS.test(value) || value.includes('\\')) return DEFAULT_RETURN_TO
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : DEFAULT_RETURN_TO
  } catch {
    return DEFAULT_RETURN_TO
  }
}
