import { describe, expect, it } from 'vitest'
import { createPlatformApp } from './app'
import { loadSeed } from './load-seed'
import { FAULT_ROUTES, type FaultRoute, type Seed } from './seed-schema'
import { defaultSeed, getAs, seedPath } from './test-support'

function pathsOf(seed: Seed): Record<FaultRoute, string> {
  const branching = seed.projects.find((project) => project.is_branch_enabled) ?? seed.projects[0]
  const ref = branching?.ref ?? 'abcdefghijklmnopqrst'
  return {
    organizations: '/platform/organizations',
    projects: '/platform/projects',
    branches: `/v1/projects/${ref}/branches`,
    'api-settings': `/platform/props/project/${ref}/api`,
  }
}

const ROUTES = FAULT_ROUTES

describe.each(ROUTES)('the %s-500 fault seed', (route) => {
  const seed = loadSeed(seedPath(`faults/${route}-500.json`))
  const app = createPlatformApp(seed)
  const paths = pathsOf(seed)

  it(`answers 500 JSON for ${route}`, async () => {
    const response = await getAs(seed, 'ada@example.com', paths[route], app)
    expect(response.status).toBe(500)
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })

  it.each(ROUTES.filter((other) => other !== route))('leaves %s working', async (other) => {
    expect((await getAs(seed, 'ada@example.com', paths[other], app)).status).toBe(200)
  })

  it('still answers 401 first without a token', async () => {
    expect((await app.request(paths[route])).status).toBe(401)
  })
})

describe('the projects-malformed fault seed', () => {
  const seed = loadSeed(seedPath('faults/projects-malformed.json'))

  it('answers 200 JSON whose body does not parse', async () => {
    const response = await getAs(seed, 'ada@example.com', '/platform/projects')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('application/json')
    const body = await response.text()
    expect(() => JSON.parse(body)).toThrow()
  })
})

describe('the no-projects fault seed', () => {
  it('answers an empty project list', async () => {
    const seed = loadSeed(seedPath('faults/no-projects.json'))
    expect(await (await getAs(seed, 'ada@example.com', '/platform/projects')).json()).toEqual([])
  })
})

describe('a delay fault', () => {
  it('waits before answering normally', async () => {
    const seed: Seed = { ...defaultSeed, faults: { organizations: { delay_ms: 60 } } }
    const started = performance.now()
    const response = await getAs(seed, 'ada@example.com', '/platform/organizations')
    expect(performance.now() - started).toBeGreaterThanOrEqual(50)
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(2)
  })

  it('delays a status fault too', async () => {
    const seed: Seed = { ...defaultSeed, faults: { projects: { delay_ms: 60, status: 503 } } }
    const started = performance.now()
    const response = await getAs(seed, 'ada@example.com', '/platform/projects')
    expect(performance.now() - started).toBeGreaterThanOrEqual(50)
    expect(response.status).toBe(503)
  })
})
