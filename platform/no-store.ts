import { createMiddleware } from 'hono/factory'

/**
 * Marks answers as never cacheable: API answers are per session and the
 * sign-in page carries a fresh token, so no shared cache may keep them.
 */
export const noStore = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
})
