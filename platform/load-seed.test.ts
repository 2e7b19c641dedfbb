import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeTempTree } from '../tests/support/temp-tree'
import { DEFAULT_SEED_PATH, loadSeed } from './load-seed'

const invalidSeed = fileURLToPath(
  new URL('./test-fixtures/invalid-project-ref.json', import.meta.url),
)
const noProjectsSeed = fileURLToPath(new URL('./test-fixtures/no-projects.json', import.meta.url))

function errorOf(load: () => unknown): string {
  try {
    load()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error('expected loadSeed to throw')
}

function writeTemp(name: string, text: string): string {
  return join(writeTempTree({ [name]: text }), name)
}

describe('loadSeed', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('names the file and every failing field path', () => {
    const message = errorOf(() => loadSeed(invalidSeed))
    expect(message).toContain(`Invalid platform seed ${relative(process.cwd(), invalidSeed)}: `)
    expect(message).toMatch(/projects\.1\.ref: [^;]*expected string/)
    expect(message).toContain('projects.1.api.service_role_key:')
    expect(message).toMatch(/[Uu]nrecognized key[^;]*faults/)
  })

  it('reports broken cross-references with their path', () => {
    const seed = {
      token_secret: 'a-test-secret-of-some-length',
      users: [{ id: 'u1', email: 'ada@example.com', name: 'Ada', organization_ids: [1, 9] }],
      organizations: [{ id: 1, name: 'Acme Labs' }],
      projects: [],
      branches: [
        {
          id: 'b1',
          name: 'main',
          project_ref: 'abcdefghijklmnopqrst',
          parent_project_ref: 'abcdefghijklmnopqrst',
          api: { endpoint: 'e', anon_key: 'a', service_role_key: 's' },
        },
      ],
    }
    const message = errorOf(() => loadSeed(writeTemp('refs.json', JSON.stringify(seed))))
    expect(message).toContain('users.0.organization_ids.1: unknown organization 9')
    expect(message).toContain('branches.0.parent_project_ref: unknown project abcdefghijklmnopqrst')
  })

  it('names the file when it is not JSON', () => {
    const path = writeTemp('broken.json', '{ nope')
    expect(errorOf(() => loadSeed(path))).toContain(`Invalid platform seed ${path}: not valid JSON`)
  })

  it('names the file when it cannot be read', () => {
    expect(errorOf(() => loadSeed('platform/seed/missing.json'))).toContain(
      'Cannot read platform seed platform/seed/missing.json',
    )
  })

  it('reads PLATFORM_SEED when no path is given', () => {
    vi.stubEnv('PLATFORM_SEED', noProjectsSeed)
    expect(loadSeed().projects).toEqual([])
  })

  it('prefers an explicit path over PLATFORM_SEED', () => {
    vi.stubEnv('PLATFORM_SEED', noProjectsSeed)
    expect(loadSeed(DEFAULT_SEED_PATH).projects.length).toBeGreaterThan(0)
  })

  it('falls back to the default seed', () => {
    vi.stubEnv('PLATFORM_SEED', '')
    expect(loadSeed()).toEqual(loadSeed(DEFAULT_SEED_PATH))
  })
})
