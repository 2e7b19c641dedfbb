import { describe, expect, it } from 'vitest'
import { platformConstants } from './constants'
import { planRetention, retentionTableRows } from './retention'

const days = (value: string) => {
  const match = /^(\d+) days?$/.exec(value)
  if (!match?.[1]) throw new Error(`not a number of days: ${value}`)
  return Number(match[1])
}

describe('plan retention', () => {
  it('keeps more on paid plans than on Free', () => {
    const [free, paid] = planRetention
    if (!free || !paid) throw new Error('two plans expected')
    expect(days(platformConstants[paid.dailyBackups])).toBeGreaterThan(
      days(platformConstants[free.dailyBackups]),
    )
    expect(days(platformConstants[paid.logs])).toBeGreaterThan(days(platformConstants[free.logs]))
    expect(free.pointInTimeRecovery).toEqual([])
  })

  it('offers point-in-time recovery choices, shortest first, none shorter than the daily backups', () => {
    const paid = planRetention.find((row) => row.pointInTimeRecovery.length > 0)
    if (!paid) throw new Error('a plan with point-in-time recovery expected')
    const choices = paid.pointInTimeRecovery.map((name) => days(platformConstants[name]))
    expect(choices).toEqual([...choices].sort((a, b) => a - b))
    expect(new Set(choices).size).toBe(choices.length)
    expect(choices[0]).toBeGreaterThanOrEqual(days(platformConstants[paid.dailyBackups]))
  })

  it('gives one row per plan under a header', () => {
    expect(retentionTableRows(platformConstants, 'logs')).toHaveLength(planRetention.length + 1)
    expect(retentionTableRows(platformConstants, 'backups')[0]).toHaveLength(3)
  })
})
