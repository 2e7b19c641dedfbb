import { describe, expect, it } from 'vitest'
import type { Budgets } from './budgets'
import {
  brokenBudgets,
  buildChecks,
  checksTable,
  guideLighthouseChecks,
  guideWeightChecks,
  heavyPageChecks,
} from './floor-checks'

const guideBudget: Budgets['guide'] = {
  firstLoadJsToFloor: 1.05,
  htmlToFloor: 1.2,
  lighthouseScoreBelowFloor: 0,
  totalBlockingTimeToFloor: 1.2,
}
const floorWeights = { firstLoadJsBytes: 132_100, htmlBytes: 22_700 }
const floorLighthouse = { score: 94, totalBlockingTimeMs: 250 }

describe('guideWeightChecks', () => {
  it('holds a guide at its ratios to the floor, reporting both figures and the ratio', () => {
    const checks = guideWeightChecks(
      floorWeights,
      { firstLoadJsBytes: 145_000, htmlBytes: 27_000 },
      guideBudget,
    )
    expect(checks.map((check) => [check.figure, check.ok])).toEqual([
      ['guide first-load JS', false],
      ['guide HTML', true],
    ])
    expect(checks[0]).toMatchObject({
      floor: '132.1 KB',
      ours: '145.0 KB',
      ratio: '1.10x',
      budget: '≤ 1.05x',
    })
  })
})

describe('guideLighthouseChecks', () => {
  it('fails a score under the floor and a blocking time over the ratio', () => {
    const checks = guideLighthouseChecks(
      floorLighthouse,
      { score: 89, totalBlockingTimeMs: 407 },
      guideBudget,
    )
    expect(checks.map((check) => [check.figure, check.ok])).toEqual([
      ['guide Lighthouse mobile score', false],
      ['guide total blocking time', false],
    ])
  })

  it('allows a score at the floor and a blocking time of exactly the ratio', () => {
    const checks = guideLighthouseChecks(
      floorLighthouse,
      { score: 94, totalBlockingTimeMs: 300 },
      guideBudget,
    )
    expect(checks.every((check) => check.ok)).toBe(true)
  })

  it('asks for no blocking time at all when the floor has none', () => {
    const [, blocking] = guideLighthouseChecks(
      { score: 100, totalBlockingTimeMs: 0 },
      { score: 100, totalBlockingTimeMs: 10 },
      guideBudget,
    )
    expect(blocking).toMatchObject({ ok: false, ratio: '' })
  })
})

describe('heavyPageChecks', () => {
  const budget: Budgets['heavyPages'] = {
    minLighthouseScore: 95,
    maxTotalBlockingTimeMs: 100,
    maxTotalBlockingTimeToFloorGuide: 2,
  }

  it('accepts a blocking time under 100 ms or under twice the floor guide', () => {
    const [, underAbsolute] = heavyPageChecks(
      'ref',
      { score: 96, totalBlockingTimeMs: 90 },
      20,
      budget,
    )
    const [, underRelative] = heavyPageChecks(
      'ref',
      { score: 96, totalBlockingTimeMs: 450 },
      250,
      budget,
    )
    const [, overBoth] = heavyPageChecks(
      'ref',
      { score: 96, totalBlockingTimeMs: 520 },
      250,
      budget,
    )
    expect([underAbsolute?.ok, underRelative?.ok, overBoth?.ok]).toEqual([true, true, false])
  })

  it('fails a score under 95 whatever the blocking time', () => {
    const [score] = heavyPageChecks('ref', { score: 94, totalBlockingTimeMs: 0 }, 250, budget)
    expect(score?.ok).toBe(false)
  })
})

describe('buildChecks', () => {
  const budget: Budgets['build'] = { maxSecondsPerPage: 0.1, addedPageToFloor: 1 }

  it('divides the build by the exported pages and compares an added page with the floor', () => {
    const checks = buildChecks(
      { sitePages: 1800, siteSeconds: 270, siteAddedPerPage: 0.13, floorAddedPerPage: 0.1 },
      budget,
    )
    expect(checks.map((check) => [check.ours, check.ok])).toEqual([
      ['0.150 s', false],
      ['0.130 s', false],
    ])
    expect(checks[1]?.ratio).toBe('1.30x')
  })

  it('gives no figure for an added page when a build with the area took less time than without', () => {
    const checks = buildChecks(
      { sitePages: 1800, siteSeconds: 130, siteAddedPerPage: -0.022, floorAddedPerPage: 0.024 },
      budget,
    )
    expect(checks[1]).toMatchObject({ ratio: '', ok: false })
    expect(checks[1]?.ours).toContain('not measured: the site built faster with the area')
  })
})

describe('brokenBudgets and checksTable', () => {
  it('lists each broken budget with its figures, and the table marks it', () => {
    const checks = buildChecks(
      { sitePages: 1000, siteSeconds: 90, siteAddedPerPage: 0.2, floorAddedPerPage: 0.1 },
      { maxSecondsPerPage: 0.1, addedPageToFloor: 1 },
    )
    expect(brokenBudgets(checks)).toEqual([
      'build time an added page costs: 0.200 s (floor 0.100 s, 2.00x), budget ≤ 1x',
    ])
    const table = checksTable(checks).split('\n')
    expect(table).toHaveLength(4)
    expect(table[2]).toMatch(/\| holds \|$/)
    expect(table[3]).toMatch(/\| broken \|$/)
  })
})
