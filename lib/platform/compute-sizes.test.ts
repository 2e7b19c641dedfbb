import { describe, expect, it } from 'vitest'
import { computeSizes } from './compute-sizes'
import { platformConstants } from './constants'

const number = (value: string) => Number(value.replace(/[^\d]/g, ''))
const cores = (value: string) => Number(/^(\d+) /.exec(value)?.[1])

describe('compute sizes', () => {
  it('double their memory at each step', () => {
    const memory = computeSizes.map((size) => number(platformConstants[size.memory]))
    memory.slice(1).forEach((value, index) => expect(value).toBe((memory[index] ?? 0) * 2))
  })

  it('grow in CPU, direct connections and pooler connections', () => {
    for (const field of ['cpu', 'directConnections', 'poolerConnections'] as const) {
      const values = computeSizes.map((size) =>
        field === 'cpu'
          ? cores(platformConstants[size[field]])
          : number(platformConstants[size[field]]),
      )
      values
        .slice(1)
        .forEach((value, index) => expect(value).toBeGreaterThanOrEqual(values[index] ?? 0))
    }
  })

  it('share CPU only on the smallest sizes, and let the pooler take more clients than direct connections', () => {
    const shared = computeSizes.map((size) => platformConstants[size.cpu].includes('shared'))
    expect(shared.indexOf(false)).toBeGreaterThan(0)
    expect(shared.slice(shared.indexOf(false))).not.toContain(true)
    for (const size of computeSizes) {
      expect(number(platformConstants[size.poolerConnections])).toBeGreaterThan(
        number(platformConstants[size.directConnections]),
      )
    }
  })
})
