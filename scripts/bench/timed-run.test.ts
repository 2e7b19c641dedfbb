import { describe, expect, it } from 'vitest'
import { childrenCpuSeconds, timedRun } from './timed-run'

describe('childrenCpuSeconds', () => {
  it("adds the user and system time of the shell's children, the second line of `times`", () => {
    expect(childrenCpuSeconds('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBeCloseTo(65.75)
  })

  it('fails on output that is not what `times` prints', () => {
    expect(() => childrenCpuSeconds('0m0.010s 0m0.002s\n')).toThrow('no line for the children')
    expect(() => childrenCpuSeconds('a\n2 seconds\n')).toThrow('not a time')
  })
})

describe('timedRun', () => {
  it("counts the processor time of the command's processes, not the time it waited", async () => {
    const busy = await timedRun(
      `node -e "let x = 0; for (let i = 0; i < 3e8; i++) x += i; console.log(x > 0)"`,
      { label: 'busy' },
    )
    const idle = await timedRun('sleep 0.5; echo slept', { label: 'idle' })
    expect(busy.lines.map((line) => line.text)).toEqual(['true'])
    expect(busy.cpuSeconds).toBeGreaterThan(0.1)
    expect(idle.lines.map((line) => line.text)).toEqual(['slept'])
    expect(idle.seconds).toBeGreaterThanOrEqual(0.5)
    expect(idle.cpuSeconds).toBeLessThan(0.1)
    // The busy loop takes under a second alone; on a machine busy with more, several.
  }, 20_000)

  it('rejects when the command fails', async () => {
    await expect(timedRun('exit 3', { label: 'failing' })).rejects.toThrow('exited with code 3')
  })
})
