import { describe, expect, it } from 'vitest'
import { buildInTurn, meanBuild } from './builds-in-turn'
import type { TimedRun } from './timed-run'

/** A build's timed output: Next.js starts at `checked` s, and the run ends at `seconds`. */
const run = (seconds: number, cpuSeconds: number, checked: number): TimedRun => ({
  seconds,
  cpuSeconds,
  lines: [
    { atSeconds: 0, text: 'content ok' },
    { atSeconds: checked, text: '▲ Next.js 16.4.6 (Turbopack)' },
  ],
})

describe('meanBuild', () => {
  it('averages the runs, and each stage across them', () => {
    const build = meanBuild([run(100, 150, 30), run(120, 170, 40)])
    expect(build.seconds).toBe(110)
    expect(build.cpuSeconds).toBe(160)
    expect(build.stages.find((stage) => stage.name.startsWith('check'))?.seconds).toBe(35)
    expect(build.stages.find((stage) => stage.name === 'other')?.seconds).toBe(75)
  })
})

describe('buildInTurn', () => {
  it('builds without, with, with, without, so that a drift weighs on both sides alike', async () => {
    const order: string[] = []
    // Each build a second slower than the one before it: the machine slowing through the run.
    let next = 100
    const measured = await buildInTurn(async (withAddition, turn) => {
      order.push(`${withAddition ? 'with' : 'without'} ${turn}`)
      next += 1
      return run(next + (withAddition ? 10 : 0), next, 1)
    })
    expect(order).toEqual(['without 1', 'with 1', 'with 2', 'without 2'])
    expect(measured.with.seconds - measured.without.seconds).toBe(10)
  })
})
