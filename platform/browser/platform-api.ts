import { PlatformApiError, type CallOptions } from '../../lib/platform-api/client'

/** What a dashboard page does with a call's answer: each outcome is a value, none throws. */
export type ApiResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'unauthorized' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }

/**
 * Runs one call of the docs' platform client (`platformApi.*`) with the stored session's token,
 * turning its errors into results the dashboard pages switch on.
 */
export async function callPlatform<T>(
  call: (options: CallOptions) => Promise<T>,
  accessToken: string,
): Promise<ApiResult<T>> {
  try {
    return { kind: 'ok', data: await call({ accessToken, signal: new AbortController().signal }) }
  } catch (error) {
    if (!(error instanceof PlatformApiError)) throw error
    if (error.status === 401) return { kind: 'unauthorized' }
    if (error.status === 404) return { kind: 'not-found' }
    return { kind: 'error', message: error.message }
  }
}
