import { describe, expect, it } from 'vitest'
import { createPlatformApp } from '../app'
import type { SeedProject } from '../seed-schema'
import { bearer, getAs, defaultSeed as seed, userByEmail } from '../test-support'
import { issueToken } from '../tokens'

const app = createPlatformApp(seed)

function project(name: string): SeedProject {
  const found = seed.projects.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`default seed has no project ${name}`)
  return found
}

const storefront = project('Storefront')
const gracesProject = project('Compiler Lab')
const previewBranch = seed.branches.find(
  (branch) => branch.parent_project_ref === storefront.ref && branch.project_ref !== storefront.ref,
)

const ROUTES = [
  '/platform/organizations',
  '/platform/projects',
  `/v1/projects/${storefront.ref}/branches`,
  `/platform/props/project/${storefront.ref}/api`,
]

const asAda = (path: string) => getAs(seed, 'ada@example.com', path, app)
const asGrace = (path: string) => getAs(seed, 'grace@example.com', path, app)

describe('authentication', () => {
  const adaId = userByEmail(seed, 'ada@example.com').id
  const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 60 * 60
  const cases: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['a non-bearer scheme', { Authorization: 'Basic YWRhOnNlY3JldA==' }],
    ['a garbage token', { Authorization: 'Bearer not-a-token' }],
    [
      'a token signed with another secret',
      { Authorization: `Bearer ${issueToken('some-other-secret-value', adaId).token}` },
    ],
    ['an expired token', bearer(seed, 'ada@example.com', twoHoursAgo)],
    [
      'a token of an unknown user',
      { Authorization: `Bearer ${issueToken(seed.token_secret, 'nobody').token}` },
    ],
  ]

  describe.each(cases)('with %s', (_label, headers) => {
    it.each(ROUTES)('answers 401 JSON at %s', async (path) => {
      const response = await app.request(path, { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(await response.json()).toEqual({ message: expect.any(String) })
    })
  })

  it('accepts a valid token', async () => {
    const response = await asAda('/platform/organizations')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('GET /platform/organizations', () => {
  it("lists only the user's organizations as {id, name}", async () => {
    expect(await (await asAda('/platform/organizations')).json()).toEqual([
      { id: 1042, name: 'Acme Labs' },
      { id: 2087, name: 'Side Projects' },
    ])
    expect(await (await asGrace('/platform/organizations')).json()).toEqual([
      { id: 3310, name: 'Hopper Systems' },
    ])
  })
})

describe('GET /platform/projects', () => {
  it("lists the projects of the user's organizations without API settings", async () => {
    const projects: unknown[] = await (await asAda('/platform/projects')).json()
    expect(projects).toHaveLength(14)
    expect(projects).toContainEqual({
      ref: storefront.ref,
      organization_id: storefront.organization_id,
      name: 'Storefront',
      is_branch_enabled: true,
    })
    expect(JSON.stringify(projects)).not.toContain(gracesProject.ref)
    expect(JSON.stringify(projects)).not.toContain('anon_key')
  })

  it("hides other organizations' projects", async () => {
    const projects: { ref: string }[] = await (await asGrace('/platform/projects')).json()
    expect(projects.map((item) => item.ref)).toEqual([gracesProject.ref])
  })
})

describe('GET /v1/projects/:ref/branches', () => {
  it('lists the branches of a project in seed order', async () => {
    const response = await asAda(`/v1/projects/${storefront.ref}/branches`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(
      seed.branches
        .filter((branch) => branch.parent_project_ref === storefront.ref)
        .map(({ id, name, project_ref, parent_project_ref }) => ({
          id,
          name,
          project_ref,
          parent_project_ref,
        })),
    )
  })

  it('answers an empty list for a branching project without branches', async () => {
    expect(
      await (await asAda(`/v1/projects/${project('Mobile Backend').ref}/branches`)).json(),
    ).toEqual([])
  })

  it.each([
    ['a project of another organization', gracesProject.ref],
    ['an unknown ref', 'zzzzzzzzzzzzzzzzzzzz'],
  ])('answers 404 JSON for %s', async (_label, ref) => {
    const response = await asAda(`/v1/projects/${ref}/branches`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})

describe('GET /platform/props/project/:ref/api', () => {
  it('returns the endpoint and the anon key, never the service role key', async () => {
    const response = await asAda(`/platform/props/project/${storefront.ref}/api`)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      autoApiService: {
        protocol: 'https',
        endpoint: `${storefront.ref}.plinth.example`,
        defaultApiKey: storefront.api.anon_key,
      },
    })
    expect(text).not.toContain(storefront.api.service_role_key)
  })

  it('passes an empty protocol through', async () => {
    const legacy = project('Legacy Billing')
    const body = await (await asAda(`/platform/props/project/${legacy.ref}/api`)).json()
    expect(body).toMatchObject({ autoApiService: { protocol: '' } })
  })

  it("returns a preview branch's own settings", async () => {
    expect(previewBranch).toBeDefined()
    if (!previewBranch) return
    const body = await (
      await asAda(`/platform/props/project/${previewBranch.project_ref}/api`)
    ).json()
    expect(body).toEqual({
      autoApiService: {
        protocol: previewBranch.api.protocol,
        endpoint: previewBranch.api.endpoint,
        defaultApiKey: previewBranch.api.anon_key,
      },
    })
    expect(previewBranch.api.anon_key).not.toBe(storefront.api.anon_key)
  })

  it.each([
    ['a project of another organization', () => storefront.ref],
    ['a branch of another organization', () => previewBranch?.project_ref ?? ''],
    ['an unknown ref', () => 'zzzzzzzzzzzzzzzzzzzz'],
  ])('answers 404 JSON for %s', async (_label, ref) => {
    const response = await asGrace(`/platform/props/project/${ref()}/api`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})
