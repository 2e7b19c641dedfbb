import { describe, expect, it } from 'vitest'
import { defaultSeed as seed, userByEmail } from './test-support'
import { branchesOf, organizationsOf, projectsOf } from './visibility'

// The default seed exists to exercise the docs' edge cases; these are the ones it must keep.
describe('default seed', () => {
  const ada = userByEmail(seed, 'ada@example.com')
  const grace = userByEmail(seed, 'grace@example.com')

  it('gives Ada Acme Labs and Side Projects, and Grace a single organization', () => {
    expect(organizationsOf(seed, ada).map((org) => org.name)).toEqual([
      'Acme Labs',
      'Side Projects',
    ])
    expect(grace.organization_ids).toHaveLength(1)
    expect(grace.organization_ids.some((id) => ada.organization_ids.includes(id))).toBe(false)
  })

  it('has more than 10 projects in Acme Labs and 2 in Side Projects', () => {
    const countIn = (name: string) => {
      const org = seed.organizations.find((candidate) => candidate.name === name)
      return projectsOf(seed, ada).filter((project) => project.organization_id === org?.id).length
    }
    expect(countIn('Acme Labs')).toBeGreaterThan(10)
    expect(countIn('Side Projects')).toBe(2)
  })

  it('has a branching project whose production branch is not listed first', () => {
    const match = seed.projects.find((project) => {
      const branches = branchesOf(seed, project)
      const productionIndex = branches.findIndex(
        (branch) => branch.project_ref === branch.parent_project_ref,
      )
      return project.is_branch_enabled && branches.length > 1 && productionIndex > 0
    })
    expect(match).toBeDefined()
  })

  it('has a branching project without branches', () => {
    expect(
      seed.projects.some(
        (project) => project.is_branch_enabled && branchesOf(seed, project).length === 0,
      ),
    ).toBe(true)
  })

  it('has a project whose API settings have an empty protocol', () => {
    expect(seed.projects.some((project) => project.api.protocol === '')).toBe(true)
  })

  it('uses plausible refs, endpoints and JWT-shaped anon keys', () => {
    const settings = [
      ...seed.projects.map((project) => ({ ref: project.ref, api: project.api })),
      ...seed.branches.map((branch) => ({ ref: branch.project_ref, api: branch.api })),
    ]
    for (const { ref, api } of settings) {
      expect(ref).toMatch(/^[a-z]{20}$/)
      expect(api.endpoint).toBe(`${ref}.plinth.example`)
      expect(api.anon_key).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      expect(api.anon_key).not.toBe(api.service_role_key)
    }
  })
})
