import { describe, expect, it } from 'vitest'
import { PlatformApiError } from '../../lib/platform-api/client'
import { shouldRetry } from './query-client'

describe('shouldRetry', () => {
  it('retries server and network failures twice, never client errors', () => {
    expect(shouldRetry(0, new PlatformApiError('x', 503, true))).toBe(true)
    expect(shouldRetry(2, new PlatformApiError('x', 503, true))).toBe(false)
    expect(shouldRetry(0, new PlatformApiError('x', 401, false))).toBe(false)
    expect(shouldRetry(0, new Error('projectRef is required'))).toBe(false)
  })
})
