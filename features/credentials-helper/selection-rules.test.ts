import { describe, expect, it } from 'vitest'
import type { Branch, Organization, Project } from '../../lib/platform-contract/api'
import { parseSavedSelection, type SavedSelection } from './saved-selection'
import { chooseBranch, chooseProject } from './selection-rules'

const organizations: Organization[] = [
  { id: 1, name: 'Acme' },
  { id: 2, name: 'Side' },
]
const project = (ref: string, organization_id: number): Project => ({
  ref,
  organization_id,
  name: ref.toUpperCase(),
  is_branch_enabled: false,
})
const projects = [project('alpha', 1), project('beta', 1), project('gamma', 2)]
const nothingSaved: SavedSelection = { orgId: null, project: null, branch: null }

describe('chooseProject', () => {
  it('takes the first project and its organization when nothing is saved', () => {
    expect(chooseProject(organizations, projects, nothingSaved)).toEqual({
      organization: organizations[0],
      project: projects[0],
      label: 'Acme / ALPHA',
    })
  })

  it('restores the saved organization and project', () => {
    const saved: SavedSelection = {
      orgId: '2',
      project: { orgId: '2', ref: 'gamma', label: 'x' },
      branch: null,
    }
    expect(chooseProject(organizations, projects, saved)?.project.ref).toBe('gamma')
    expect(chooseProject(organizations, projects, saved)?.organization?.name).toBe('Side')
  })

  it('falls back to the first project when the saved project is outside the saved organization', () => {
    const saved: SavedSelection = {
      orgId: '1',
      project: { orgId: '1', ref: 'gamma', label: 'x' },
      branch: null,
    }
    expect(chooseProject(organizations, projects, saved)?.project.ref).toBe('alpha')
  })

  it('falls back when the saved project tuple names another organization than the saved one', () => {
    const saved: SavedSelection = {
      orgId: '1',
      project: { orgId: '2', ref: 'gamma', label: 'x' },
      branch: null,
    }
    expect(chooseProject(organizations, projects, saved)?.project.ref).toBe('alpha')
  })

  it('falls back when the saved project no longer exists', () => {
    const saved: SavedSelection = {
      orgId: '1',
      project: { orgId: '1', ref: 'deleted', label: 'x' },
      branch: null,
    }
    expect(chooseProject(organizations, projects, saved)?.project.ref).toBe('alpha')
  })

  it('has no choice without projects', () => {
    expect(chooseProject(organizations, [], nothingSaved)).toBeNull()
  })
})

describe('chooseBranch', () => {
  const branch = (id: string, project_ref: string): Branch => ({
    id,
    name: `branch-${id}`,
    project_ref,
    parent_project_ref: 'main-ref',
  })
  const branches = [
    branch('b1', 'feature-ref'),
    branch('b2', 'main-ref'),
    branch('b3', 'other-ref'),
  ]

  it('picks the production branch (project_ref equals parent) even when it is not first', () => {
    expect(chooseBranch(branches, nothingSaved)?.id).toBe('b2')
  })

  it('restores the saved branch', () => {
    expect(chooseBranch(branches, { ...nothingSaved, branch: { id: 'b3', name: 'x' } })?.id).toBe(
      'b3',
    )
  })

  it('ignores a saved branch of another project', () => {
    expect(chooseBranch(branches, { ...nothingSaved, branch: { id: 'zz', name: 'x' } })?.id).toBe(
      'b2',
    )
  })

  it('takes the first branch when none is production', () => {
    expect(chooseBranch([branch('b1', 'a'), branch('b3', 'b')], nothingSaved)?.id).toBe('b1')
  })

  it('has no choice without branches', () => {
    expect(chooseBranch([], nothingSaved)).toBeNull()
  })
})

describe('parseSavedSelection', () => {
  it('reads the three contract formats', () => {
    expect(
      parseSavedSelection({
        org: '1042',
        project: '["1042","abc","Acme / Shop"]',
        branch: '["b-1","main"]',
      }),
    ).toEqual({
      orgId: '1042',
      project: { orgId: '1042', ref: 'abc', label: 'Acme / Shop' },
      branch: { id: 'b-1', name: 'main' },
    })
  })

  it('accepts the organization id written as JSON', () => {
    expect(parseSavedSelection({ org: '"1042"', project: null, branch: null }).orgId).toBe('1042')
    expect(parseSavedSelection({ org: '1042', project: null, branch: null }).orgId).toBe('1042')
  })

  it('ignores each value that does not parse, keeping the others', () => {
    expect(
      parseSavedSelection({ org: '{oops', project: '["1042","abc"]', branch: '["b-1","main"]' }),
    ).toEqual({ orgId: null, project: null, branch: { id: 'b-1', name: 'main' } })
    expect(parseSavedSelection({ org: 'acme', project: 'not json', branch: '[1, 2]' })).toEqual({
      orgId: null,
      project: null,
      branch: null,
    })
  })

  it('treats missing values as nothing saved', () => {
    expect(parseSavedSelection({ org: null, project: null, branch: null })).toEqual(nothingSaved)
  })
})
