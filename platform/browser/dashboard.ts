import { dashboardPageUrl, LOCAL_DASHBOARD_ROOT } from '../../lib/address/dashboard-pages'
import { platformApi } from '../../lib/platform-api/client'
import type { Branch, Organization, Project } from '../../lib/platform-contract/api'
import { field, h, onAction, setField, showState } from './page'
import { callPlatform, type ApiResult } from './platform-api'
import { readSession } from './session-store'

interface ProjectWithBranches {
  project: Project
  branches: Branch[] | null
}

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string }
  | {
      kind: 'ready'
      email: string
      organizations: Organization[]
      projects: ProjectWithBranches[]
    }

type ListResult<T> =
  { kind: 'ok'; items: T[] } | { kind: 'signed-out' } | { kind: 'error'; message: string }

function listFrom<T>(result: ApiResult<T[]>): ListResult<T> {
  switch (result.kind) {
    case 'ok':
      return { kind: 'ok', items: result.data }
    case 'unauthorized':
      return { kind: 'signed-out' }
    case 'not-found':
      return { kind: 'error', message: 'the platform API answered 404' }
    case 'error':
      return result
  }
}

function render(state: State): void {
  switch (state.kind) {
    case 'ready':
      setField('email', state.email)
      field('organizations')?.replaceChildren(
        ...state.organizations.map((org) => organizationView(org, state.projects)),
      )
      break
    case 'error':
      setField('error', state.message)
      break
    default:
      break
  }
  showState(state.kind)
}

function organizationView(org: Organization, projects: ProjectWithBranches[]): HTMLElement {
  const own = projects.filter(({ project }) => project.organization_id === org.id)
  return h(
    'section',
    { class: 'org' },
    h('h2', {}, org.name),
    own.length === 0
      ? h('p', { class: 'muted' }, 'No projects yet.')
      : h('ul', { class: 'projects' }, ...own.map(projectView)),
  )
}

function projectView({ project, branches }: ProjectWithBranches): HTMLElement {
  const item = h(
    'li',
    {},
    h(
      'a',
      { href: dashboardPageUrl(LOCAL_DASHBOARD_ROOT, 'api-settings', project.ref) },
      project.name,
    ),
    ' ',
    h('code', {}, project.ref),
  )
  if (!project.is_branch_enabled) return item
  if (branches === null) item.append(h('p', { class: 'muted' }, 'Branches could not be loaded.'))
  else if (branches.length === 0)
    item.append(h('p', { class: 'muted' }, 'Branching is on; no branches yet.'))
  else item.append(h('ul', { class: 'branches' }, ...branches.map(branchView)))
  return item
}

function branchView(branch: Branch): HTMLElement {
  const label =
    branch.project_ref === branch.parent_project_ref ? `${branch.name} (production)` : branch.name
  return h(
    'li',
    {},
    h(
      'a',
      { href: dashboardPageUrl(LOCAL_DASHBOARD_ROOT, 'api-settings', branch.project_ref) },
      label,
    ),
  )
}

async function withBranches(project: Project, token: string): Promise<ProjectWithBranches> {
  if (!project.is_branch_enabled) return { project, branches: null }
  const branches = listFrom(
    await callPlatform((options) => platformApi.branches(project.ref, options), token),
  )
  return { project, branches: branches.kind === 'ok' ? branches.items : null }
}

async function fetchState(): Promise<State> {
  const session = readSession()
  if (!session) return { kind: 'signed-out' }
  const token = session.access_token
  const [orgResult, projectResult] = await Promise.all([
    callPlatform(platformApi.organizations, token),
    callPlatform(platformApi.projects, token),
  ])
  const organizations = listFrom(orgResult)
  const projects = listFrom(projectResult)
  if (organizations.kind === 'signed-out' || projects.kind === 'signed-out')
    return { kind: 'signed-out' }
  if (organizations.kind === 'error') return organizations
  if (projects.kind === 'error') return projects
  return {
    kind: 'ready',
    email: session.user.email,
    organizations: organizations.items,
    projects: await Promise.all(projects.items.map((project) => withBranches(project, token))),
  }
}

async function load(): Promise<void> {
  render({ kind: 'loading' })
  render(await fetchState())
}

onAction('retry', () => void load())
void load()
