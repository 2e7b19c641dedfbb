import { createMiddleware } from 'hono/factory'

/** External files only: the docs site forbids inline script and style, and so does the dashboard. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

export const securityHeaders = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
})
