import type { ApiSettings, Branch, Organization, Project } from '../../lib/platform-contract/api'
import { projectUrl } from '../../lib/platform-contract/api'
import type { SavedSelection } from './saved-selection'
import { chooseBranch, chooseProject, type ProjectChoice } from './selection-rules'

/** What a query looks like to the helper: the part of TanStack Query's result it reads. */
export type QueryView<T> =
  { status: 'idle' } | { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T }

export type BranchState =
  | { kind: 'off' }
  | { kind: 'pending' }
  | { kind: 'error' }
  | { kind: 'noData' }
  | { kind: 'data'; branches: Branch[]; selected: Branch }

export type ValueState = { kind: 'pending' } | { kind: 'data'; url: string; anonKey: string }

export type HelperState =
  | { kind: 'userLoading' }
  | { kind: 'loggedOut' }
  | { kind: 'pending' }
  | { kind: 'error'; projectRef: string | null }
  | { kind: 'noData' }
  | {
      kind: 'data'
      organizations: Organization[]
      projects: Project[]
      choice: ProjectChoice
      branch: BranchState
      value: ValueState
    }

export interface HelperInputs {
  session: 'loading' | 'loggedOut' | 'loggedIn'
  saved: SavedSelection
  organizations: QueryView<Organization[]>
  projects: QueryView<Project[]>
  branches: QueryView<Branch[]>
  apiSettings: QueryView<ApiSettings>
  /** The selection, decided once by `chosenProject` and `chosenBranch` as the data arrives. */
  choice: ProjectChoice | null
  branch: Branch | null
}

/** The project whose branches to load, once the organizations and projects are known. */
export function chosenProject(inputs: Pick<HelperInputs, 'organizations' | 'projects' | 'saved'>) {
  const { organizations, projects, saved } = inputs
  if (organizations.status !== 'success' || projects.status !== 'success') return null
  return chooseProject(organizations.data, projects.data, saved)
}

/** The branch of the chosen project to show, once its branches are known. */
export function chosenBranch(
  choice: ProjectChoice | null,
  branches: QueryView<Branch[]>,
  saved: SavedSelection,
): Branch | null {
  if (!choice?.project.is_branch_enabled || branches.status !== 'success') return null
  return chooseBranch(branches.data, saved)
}

/** The ref whose API settings the helper shows: the chosen branch's, or the project's. */
export function valueRef(
  choice: ProjectChoice | null,
  branches: QueryView<Branch[]>,
  branch: Branch | null,
) {
  if (!choice) return null
  if (!choice.project.is_branch_enabled) return choice.project.ref
  if (branches.status !== 'success') return null
  return branch?.project_ref ?? choice.project.ref
}

function branchState(
  choice: ProjectChoice,
  branches: QueryView<Branch[]>,
  branch: Branch | null,
): BranchState {
  if (!choice.project.is_branch_enabled) return { kind: 'off' }
  switch (branches.status) {
    case 'idle':
    case 'pending':
      return { kind: 'pending' }
    case 'error':
      return { kind: 'error' }
    case 'success':
      return branch
        ? { kind: 'data', branches: branches.data, selected: branch }
        : { kind: 'noData' }
  }
}

/** The one place the helper's state is decided; the view renders exactly one of these. */
export function deriveHelperState(inputs: HelperInputs): HelperState {
  if (inputs.session === 'loading') return { kind: 'userLoading' }
  if (inputs.session === 'loggedOut') return { kind: 'loggedOut' }
  const { organizations, projects, branches, apiSettings, choice, branch } = inputs
  if (organizations.status === 'error' || projects.status === 'error')
    return { kind: 'error', projectRef: null }
  if (organizations.status !== 'success' || projects.status !== 'success')
    return { kind: 'pending' }
  if (!choice) return { kind: 'noData' }
  if (branches.status === 'error' || apiSettings.status === 'error') {
    return { kind: 'error', projectRef: choice.project.ref }
  }
  return {
    kind: 'data',
    organizations: organizations.data,
    projects: projects.data,
    choice,
    branch: branchState(choice, branches, branch),
    value:
      apiSettings.status === 'success'
        ? {
            kind: 'data',
            url: projectUrl(apiSettings.data),
            anonKey: apiSettings.data.autoApiService.defaultApiKey,
          }
        : { kind: 'pending' },
  }
}
