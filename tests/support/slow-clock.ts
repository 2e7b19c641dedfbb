import { vi } from 'vitest'

/**
 * Runs `work` with `Date.now` a second later at every reading, so that whatever times itself in
 * it (Shiki's limit per line) sees each step take seconds; the clock is restored afterwards.
 */
export async function withSlowClock<T>(work: () => Promise<T>): Promise<T> {
  let now = 0
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
  try {
    return await work()
  } finally {
    clock.mockRestore()
  }
}
