import { describe, expect, it } from 'vitest'
import { lighthouseFigures, lighthouseMedians, runLighthouseInTurn } from './lighthouse'

const report = (score: number | null, runtimeError?: { message: string }) => ({
  lighthouseVersion: '13.5.0',
  configSettings: { formFactor: 'mobile' },
  runtimeError,
  categories: { performance: { score } },
  audits: {
    'total-blocking-time': { numericValue: 640.4 },
    'largest-contentful-paint': { numericValue: 3412.9 },
  },
})

describe('lighthouseFigures', () => {
  it('reads the score out of 100 and the timings in whole milliseconds', () => {
    expect(lighthouseFigures('http://127.0.0.1/docs', report(0.73))).toEqual({
      url: 'http://127.0.0.1/docs',
      score: 73,
      totalBlockingTimeMs: 640,
      largestContentfulPaintMs: 3413,
    })
  })

  it('fails on a run that could not measure the page', () => {
    expect(() => lighthouseFigures('u', report(null))).toThrow(/no performance score/)
    expect(() => lighthouseFigures('u', report(0.5, { message: 'NO_FCP' }))).toThrow(/NO_FCP/)
  })
})

describe('lighthouseMedians', () => {
  it('takes the median of each figure on its own', () => {
    const run = (score: number, totalBlockingTimeMs: number, largestContentfulPaintMs: number) => ({
      url: 'u',
      score,
      totalBlockingTimeMs,
      largestContentfulPaintMs,
    })
    const medians = lighthouseMedians('u', [
      run(90, 400, 2000),
      run(98, 150, 1800),
      run(95, 250, 2600),
    ])
    expect(medians).toMatchObject({
      score: 95,
      totalBlockingTimeMs: 250,
      largestContentfulPaintMs: 2000,
    })
    expect(medians.runs).toHaveLength(3)
  })
})

describe('runLighthouseInTurn', () => {
  it('takes the pages in turn, round after round, and gives each its own medians', async () => {
    const order: string[] = []
    const scores = new Map([
      ['floor', [99, 97, 98]],
      ['site', [100, 96, 99]],
    ])
    const run = async (url: string) => {
      order.push(url)
      const score = scores.get(url)?.shift() ?? 0
      return { url, score, totalBlockingTimeMs: 100 - score, largestContentfulPaintMs: 1000 }
    }
    const [floor, site] = await runLighthouseInTurn(['floor', 'site'], 3, run)
    expect(order).toEqual(['floor', 'site', 'floor', 'site', 'floor', 'site'])
    expect(floor).toMatchObject({ url: 'floor', score: 98, totalBlockingTimeMs: 2 })
    expect(site).toMatchObject({ url: 'site', score: 99, totalBlockingTimeMs: 1 })
  })
})
