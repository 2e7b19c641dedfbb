import { describe, expect, it } from 'vitest'
import type { Branch, Project } from '../../lib/platform-contract/api'
import {
  chosenBranch,
  chosenProject,
  deriveHelperState,
  valueRef,
  type HelperInputs,
} from './helper-state'

type DataInputs = Omit<HelperInputs, 'choice' | 'branch'>

/** The state as the hook derives it: the selection decided once from the same inputs. */
function derive(inputs: DataInputs) {
  const choice = chosenProject(inputs)
  return deriveHelperState({
    ...inputs,
    choice,
    branch: chosenBranch(choice, inputs.branches, inputs.saved),
  })
}

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

const base: DataInputs = {
  session: 'loggedIn',
  saved: { orgId: null, project: null, branch: null },
  organizations: { status: 'success', data: [{ id: 1, name: 'Acme' }] },
  projects: { status: 'success', data: [plain] },
  branches: { status: 'idle' },
  apiSettings: { status: 'success', data: settings },
}

describe('deriveHelperState', () => {
  it('waits for the browser session before anything else', () => {
    expect(derive({ ...base, session: 'loading' })).toEqual({ kind: 'userLoading' })
    expect(derive({ ...base, session: 'loggedOut' })).toEqual({ kind: 'loggedOut' })
  })

  it('is pending while organizations or projects load', () => {
    expect(derive({ ...base, projects: { status: 'pending' } }).kind).toBe('pending')
  })

  it('reports any call error, naming the project when one was chosen', () => {
    expect(derive({ ...base, organizations: { status: 'error' } })).toEqual({
      kind: 'error',
      projectRef: null,
    })
    expect(derive({ ...base, apiSettings: { status: 'error' } })).toEqual({
      kind: 'error',
      projectRef: 'plainref',
    })
  })

  it('has no data without projects', () => {
    expect(derive({ ...base, projects: { status: 'success', data: [] } })).toEqual({
      kind: 'noData',
    })
  })

  it('shows the URL with https when the settings have no protocol, and the anon key', () => {
    const state = derive(base)
    expect(state.kind === 'data' && state.value).toEqual({
      kind: 'data',
      url: 'https://plainref.plinth.example',
      anonKey: 'anon',
    })
    expect(state.kind === 'data' && state.branch).toEqual({ kind: 'off' })
  })

  it('describes the branch selector of a branching project', () => {
    const inputs = { ...base, projects: { status: 'success' as const, data: [branching] } }
    const pending = derive({ ...inputs, branches: { status: 'pending' } })
    expect(pending.kind === 'data' && pending.branch).toEqual({ kind: 'pending' })
    const empty = derive({ ...inputs, branches: { status: 'success', data: [] } })
    expect(empty.kind === 'data' && empty.branch).toEqual({ kind: 'noData' })
    const loaded = derive({ ...inputs, branches: { status: 'success', data: branches } })
    expect(
      loaded.kind === 'data' && loaded.branch.kind === 'data' && loaded.branch.selected.id,
    ).toBe('b-main')
  })
})

describe('valueRef', () => {
  const saved = { orgId: null, project: null, branch: null }
  const choice = (project: Project) => ({ organization: null, project, label: 'x' })
  const refFor = (
    chosen: ReturnType<typeof choice>,
    loaded: HelperInputs['branches'],
    selection: HelperInputs['saved'],
  ) => valueRef(chosen, loaded, chosenBranch(chosen, loaded, selection))

  it("is the project's own ref without branching", () => {
    expect(refFor(choice(plain), { status: 'idle' }, saved)).toBe('plainref')
  })

  it("waits for the branches, then uses the chosen branch's ref", () => {
    expect(refFor(choice(branching), { status: 'pending' }, saved)).toBeNull()
    expect(
      refFor(
        choice(branching),
        { status: 'success', data: branches },
        { ...saved, branch: { id: 'b-feature', name: 'feature' } },
      ),
    ).toBe('featureref')
  })

  it("falls back to the project's ref when branching is on but there are no branches", () => {
    expect(refFor(choice(branching), { status: 'success', data: [] }, saved)).toBe('mainref')
  })
})
