import { describe, expect, it } from 'vitest'
import { lighthouseFigures } from './lighthouse'

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
