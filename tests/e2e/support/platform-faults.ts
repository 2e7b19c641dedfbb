import type { Page } from '@playwright/test'
import { platformApiRoutes } from '../../../lib/platform-contract/api'

export type PlatformCall = keyof typeof platformApiRoutes

/** What the intercepted call answers instead of the local platform. */
export type PlatformFault =
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'body'; body: unknown }
  | { kind: 'delay'; ms: number }

// Cut off mid-object so any JSON parser rejects it.
const MALFORMED_BODY = '{"data": [{"ref": "unterminated'

/** A glob matching the call on any origin, any project ref. */
const callPattern = (call: PlatformCall) => `**${platformApiRoutes[call].replace(':ref', '*')}`

/** Makes one platform API call of this page answer `fault`; the others reach the platform. */
export async function failPlatformCall(
  page: Page,
  call: PlatformCall,
  fault: PlatformFault,
): Promise<void> {
  await page.route(callPattern(call), async (route) => {
    switch (fault.kind) {
      case 'status':
        return route.fulfill({
          status: fault.status,
          json: { message: `Simulated ${fault.status}` },
        })
      case 'malformed':
        return route.fulfill({ contentType: 'application/json', body: MALFORMED_BODY })
      case 'body':
        return route.fulfill({ json: fault.body })
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms))
        return route.continue()
    }
  })
}
