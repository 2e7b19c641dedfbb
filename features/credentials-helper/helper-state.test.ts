import { describe, expect, it } from 'vitest'
import type { Branch, Project } from '../../lib/platform-contract/api'
import { deriveHelperState, valueRef, type HelperInputs } from './helper-state'

const plain: Project = {
  ref: 'plainref',
  organization_id: 1,
  name: 'Plain',
  is_branch_enabled: false,
}
const branching: Project = {
  ref: 'mainref',
  organization_id: 1,
  name: 'Branching',
  is_branch_enabled: true,
}
const branches: Branch[] = [
  { id: 'b-feature', name: 'feature', project_ref: 'featureref', parent_project_ref: 'mainref' },
  { id: 'b-main', name: 'main', project_ref: 'mainref', parent_project_ref: 'mainref' },
]
const settings = {
  autoApiService: { protocol: '', endpoint: 'plainref.plinth.example', defaultApiKey: 'anon' },
}

const base: HelperInputs = {
  session: 'loggedIn',
  saved: { orgId: null, project: null, branch: null },
  organizations: { status: 'success', data: [{ id: 1, name: 'Acme' }] },
  projects: { status: 'success', data: [plain] },
  branches: { status: 'idle' },
  apiSettings: { status: 'success', data: settings },
}

describe('deriveHelperState', () => {
  it('waits for the browser session before anything else', () => {
    expect(deriveHelperState({ ...base, session: 'loading' })).toEqual({ kind: 'userLoading' })
    expect(deriveHelperState({ ...base, session: 'loggedOut' })).toEqual({ kind: 'loggedOut' })
  })

  it('is pending while organizations or projects load', () => {
    expect(deriveHelperState({ ...base, projects: { status: 'pending' } }).kind).toBe('pending')
  })

  it('reports any call error, naming the project when one was chosen', () => {
    expect(deriveHelperState({ ...base, organizations: { status: 'error' } })).toEqual({
      kind: 'error',
      projectRef: null,
    })
    expect(deriveHelperState({ ...base, apiSettings: { status: 'error' } })).toEqual({
      kind: 'error',
      projectRef: 'plainref',
    })
  })

  it('has no data without projects', () => {
    expect(deriveHelperState({ ...base, projects: { status: 'success', data: [] } })).toEqual({
      kind: 'noData',
    })
  })

  it('shows the URL with https when the settings have no protocol, and the anon key', () => {
    const state = deriveHelperState(base)
    expect(state.kind === 'data' && state.value).toEqual({
      kind: 'data',
      url: 'https://plainref.plinth.example',
      anonKey: 'anon',
    })
    expect(state.kind === 'data' && state.branch).toEqual({ kind: 'off' })
  })

  it('describes the branch selector of a branching project', () => {
    const inputs = { ...base, projects: { status: 'success' as const, data: [branching] } }
    const pending = deriveHelperState({ ...inputs, branches: { status: 'pending' } })
    expect(pending.kind === 'data' && pending.branch).toEqual({ kind: 'pending' })
    const empty = deriveHelperState({ ...inputs, branches: { status: 'success', data: [] } })
    expect(empty.kind === 'data' && empty.branch).toEqual({ kind: 'noData' })
    const loaded = deriveHelperState({ ...inputs, branches: { status: 'success', data: branches } })
    expect(
      loaded.kind === 'data' && loaded.branch.kind === 'data' && loaded.branch.selected.id,
    ).toBe('b-main')
  })
})

describe('valueRef', () => {
  const saved = { orgId: null, project: null, branch: null }
  const choice = (project: Project) => ({ organization: null, project, label: 'x' })

  it("is the project's own ref without branching", () => {
    expect(valueRef(choice(plain), { status: 'idle' }, saved)).toBe('plainref')
  })

  it("waits for the branches, then uses the chosen branch's ref", () => {
    expect(valueRef(choice(branching), { status: 'pending' }, saved)).toBeNull()
    expect(
      valueRef(
        choice(branching),
        { status: 'success', data: branches },
        { ...saved, branch: { id: 'b-feature', name: 'feature' } },
      ),
    ).toBe('featureref')
  })

  it("falls back to the project's ref when branching is on but there are no branches", () => {
    expect(valueRef(choice(branching), { status: 'success', data: [] }, saved)).toBe('mainref')
  })
})
