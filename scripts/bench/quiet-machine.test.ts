import { describe, expect, it } from 'vitest'
import { waitForQuietMachine } from './quiet-machine'

const loads = (...values: number[]) => {
  const queue = [...values]
  return () => queue.shift() ?? values[values.length - 1] ?? 0
}
const noPause = () => Promise.resolve()

describe('waitForQuietMachine', () => {
  it('waits while the load average is above the mark', async () => {
    const result = await waitForQuietMachine({
      maxLoad: 1,
      maxWaitMs: 60_000,
      pollMs: 5_000,
      readLoad: loads(4.2, 2.5, 1.4, 0.9),
      pause: noPause,
    })
    expect(result).toEqual({ quiet: true, load: 0.9, waitedMs: 15_000 })
  })

  it('goes ahead after the longest wait and says the machine was not quiet', async () => {
    const result = await waitForQuietMachine({
      maxLoad: 1,
      maxWaitMs: 20_000,
      pollMs: 5_000,
      readLoad: loads(3),
      pause: noPause,
    })
    expect(result).toEqual({ quiet: false, load: 3, waitedMs: 20_000 })
  })
})
