// @ts-check
// The dashboard's one way to call the platform API with the stored session.

/**
 * @typedef {{kind: 'ok', data: unknown}
 *   | {kind: 'unauthorized'}
 *   | {kind: 'not-found'}
 *   | {kind: 'error', message: string}} ApiResult
 */

/**
 * GETs a platform API path with the bearer token; failures come back as values.
 * @param {string} path
 * @param {string} token
 * @returns {Promise<ApiResult>}
 */
export async function getJson(path, token) {
  let response
  try {
    response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
  } catch {
    return { kind: 'error', message: 'the platform API could not be reached.' }
  }
  if (response.status === 401) return { kind: 'unauthorized' }
  if (response.status === 404) return { kind: 'not-found' }
  if (!response.ok)
    return { kind: 'error', message: `the platform API answered ${response.status}.` }
  try {
    return { kind: 'ok', data: await response.json() }
  } catch {
    return {
      kind: 'error',
      message: 'the platform API answered with a body that is not valid JSON.',
    }
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
