import { describe, expect, it } from 'vitest'
import {
  assertLoopback,
  parseWrkSummary,
  throughputProblems,
  type ThroughputResult,
} from './throughput'

const result = (target: string, requestsPerSecond: number, errors = 0): ThroughputResult => ({
  target,
  url: `http://127.0.0.1:1/${target}`,
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 2,
  errors,
  errorKinds: { connection: errors, timeouts: 0, non2xx: 0 },
  requests: requestsPerSecond * 10,
})

describe('throughputProblems', () => {
  it('accepts a reference at half the guide rate or more, without errors', () => {
    expect(
      throughputProblems('nginx', [result('guide', 1000), result('reference', 500)], 0.5),
    ).toEqual([])
  })

  it('reports a slow reference and every error', () => {
    expect(
      throughputProblems('node', [result('guide', 1000, 3), result('reference', 73)], 0.5),
    ).toEqual([
      'node guide: 3 errors (3 connection, 0 timeouts, 0 not 2xx)',
      'node: the reference serves 0.07 times the requests/s of a guide (at least 0.5)',
    ])
  })

  it('checks only errors when no share is required', () => {
    expect(
      throughputProblems('nginx', [result('guide', 1000), result('reference', 40)], null),
    ).toEqual([])
  })
})

describe('assertLoopback', () => {
  it('admits this machine only', () => {
    expect(() => assertLoopback('http://127.0.0.1:3000/docs')).not.toThrow()
    expect(() => assertLoopback('http://localhost:3000/docs')).not.toThrow()
    expect(() => assertLoopback('http://10.0.0.2:3000/docs')).toThrow(/not a loopback/)
    expect(() => assertLoopback('https://plinth.example/docs')).toThrow(/not a loopback/)
  })
})

describe('parseWrkSummary', () => {
  const url = 'http://127.0.0.1:1/docs'
  const summary = {
    durationUs: 10_000_000,
    requests: 81_234,
    bytes: 1_000_000,
    p50Us: 12_345,
    p99Us: 80_100,
    connect: 0,
    read: 2,
    write: 1,
    status: 4,
    timeout: 3,
  }

  it('turns the reporter line into requests/s, milliseconds and errors by kind', () => {
    const stdout = `Running 10s test @ ${url}\n  1 threads and 200 connections\nWRK_SUMMARY ${JSON.stringify(summary)}\n`
    expect(parseWrkSummary('guide', url, stdout)).toEqual({
      target: 'guide',
      url,
      requestsPerSecond: 8123,
      p50Ms: 12.35,
      p99Ms: 80.1,
      errors: 10,
      errorKinds: { connection: 3, timeouts: 3, non2xx: 4 },
      requests: 81_234,
    })
  })

  it('fails saying what wrk printed when the summary is missing', () => {
    expect(() => parseWrkSummary('guide', url, 'unable to connect to 127.0.0.1:1')).toThrow(
      /wrk printed no summary for http:\/\/127\.0\.0\.1:1\/docs:\nunable to connect/,
    )
  })
})
