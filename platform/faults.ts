import { createMiddleware } from 'hono/factory'
import type { FaultRoute, Faults } from './seed-schema'

// Cut off mid-object so any JSON parser rejects it.
export const MALFORMED_BODY = '{"data": [{"ref": "unterminated'

/**
 * Middleware that applies the seed's fault for one route: waits delay_ms,
 * then answers `status` with a JSON error, or a 200 body that does not parse
 * when `malformed` is set. Without a fault the route runs normally.
 */
export function faultFor(faults: Faults | undefined, route: FaultRoute) {
  const fault = faults?.[route]
  return createMiddleware(async (_c, next) => {
    if (!fault) return next()
    if (fault.delay_ms) await sleep(fault.delay_ms)
    if (fault.status !== undefined) {
      return jsonResponse({ message: `Simulated ${fault.status} for ${route}` }, fault.status)
    }
    if (fault.malformed) {
      return new Response(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      })
    }
    return next()
  })
}

// A plain Response because seeds may name any 4xx/5xx, wider than Hono's status union.
function jsonResponse(body: object, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
