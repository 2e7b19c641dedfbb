// The dashboard's one way to call the platform API with the stored session.
import type * as z from 'zod/mini'

export type ApiResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'unauthorized' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }

/** GETs a platform API path with the bearer token and checks the body; failures are values. */
export async function getJson<T>(
  path: string,
  token: string,
  schema: z.ZodMiniType<T>,
): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
  } catch {
    return { kind: 'error', message: 'the platform API could not be reached.' }
  }
  if (response.status === 401) return { kind: 'unauthorized' }
  if (response.status === 404) return { kind: 'not-found' }
  if (!response.ok)
    return { kind: 'error', message: `the platform API answered ${response.status}.` }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return {
      kind: 'error',
      message: 'the platform API answered with a body that is not valid JSON.',
    }
  }
  const parsed = schema.safeParse(body)
  return parsed.success
    ? { kind: 'ok', data: parsed.data }
    : { kind: 'error', message: 'the platform API answered in an unexpected shape.' }
}
