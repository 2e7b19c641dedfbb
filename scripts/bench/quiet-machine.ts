import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

export interface QuietMachineOptions {
  /** The one-minute load average to wait for. */
  maxLoad: number
  /** How long to wait at most; the measurement then goes ahead and says it was not quiet. */
  maxWaitMs: number
  pollMs?: number
  readLoad?: () => number
  pause?: (ms: number) => Promise<unknown>
}

export interface QuietMachine {
  quiet: boolean
  load: number
  waitedMs: number
}

/**
 * Waits until the machine's one-minute load average is down to `maxLoad`. The builds before the
 * bench's Lighthouse runs leave it at 4 or more on two cores for a minute after they end, and
 * Lighthouse scales the page's task times measured on this CPU: a run just after a build reads
 * its pages as slower than one a minute later, for the floor and the site alike.
 */
export async function waitForQuietMachine({
  maxLoad,
  maxWaitMs,
  pollMs = 5_000,
  readLoad = () => loadavg()[0] ?? 0,
  pause = (ms) => sleep(ms),
}: QuietMachineOptions): Promise<QuietMachine> {
  let waitedMs = 0
  let load = readLoad()
  while (load > maxLoad && waitedMs < maxWaitMs) {
    await pause(pollMs)
    waitedMs += pollMs
    load = readLoad()
  }
  return { quiet: load <= maxLoad, load, waitedMs }
}
