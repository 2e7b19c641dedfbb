// @ts-check
import { field, h, onAction, setField, showState } from './page.js'
import { getJson, isRecord } from './platform-api.js'
import { readSession } from './session-store.js'

/** @typedef {{id: number, name: string}} Organization */
/** @typedef {{ref: string, organization_id: number, name: string, is_branch_enabled: boolean}} Project */
/** @typedef {{id: string, name: string, project_ref: string, parent_project_ref: string}} Branch */
/** @typedef {{project: Project, branches: Branch[] | null}} ProjectWithBranches */

/**
 * @typedef {{kind: 'loading'}
 *   | {kind: 'signed-out'}
 *   | {kind: 'error', message: string}
 *   | {kind: 'ready', email: string, organizations: Organization[], projects: ProjectWithBranches[]}} State
 */

/** @param {string} ref */
const apiSettingsUrl = (ref) => `/dashboard/project/${encodeURIComponent(ref)}/settings/api`

/** @param {unknown} value @returns {value is Organization} */
const isOrganization = (value) =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string'

/** @param {unknown} value @returns {value is Project} */
const isProject = (value) =>
  isRecord(value) &&
  typeof value.ref === 'string' &&
  typeof value.organization_id === 'number' &&
  typeof value.name === 'string' &&
  typeof value.is_branch_enabled === 'boolean'

/** @param {unknown} value @returns {value is Branch} */
const isBranch = (value) =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.project_ref === 'string' &&
  typeof value.parent_project_ref === 'string'

/**
 * @template T
 * @typedef {{kind: 'ok', items: T[]} | {kind: 'signed-out'} | {kind: 'error', message: string}} ListResult
 */

/**
 * @template T
 * @param {import('./platform-api.js').ApiResult} result
 * @param {(value: unknown) => value is T} isItem
 * @returns {ListResult<T>}
 */
function listFrom(result, isItem) {
  switch (result.kind) {
    case 'ok':
      return Array.isArray(result.data) && result.data.every(isItem)
        ? { kind: 'ok', items: result.data }
        : { kind: 'error', message: 'the platform API answered in an unexpected shape.' }
    case 'unauthorized':
      return { kind: 'signed-out' }
    case 'not-found':
      return { kind: 'error', message: 'the platform API answered 404.' }
    case 'error':
      return result
  }
}

/** @param {State} state */
function render(state) {
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

/**
 * @param {Organization} org
 * @param {ProjectWithBranches[]} projects
 */
function organizationView(org, projects) {
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

/** @param {ProjectWithBranches} item */
function projectView({ project, branches }) {
  const item = h(
    'li',
    {},
    h('a', { href: apiSettingsUrl(project.ref) }, project.name),
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

/** @param {Branch} branch */
function branchView(branch) {
  const label =
    branch.project_ref === branch.parent_project_ref ? `${branch.name} (production)` : branch.name
  return h('li', {}, h('a', { href: apiSettingsUrl(branch.project_ref) }, label))
}

/**
 * @param {Project} project
 * @param {string} token
 * @returns {Promise<ProjectWithBranches>}
 */
async function withBranches(project, token) {
  if (!project.is_branch_enabled) return { project, branches: null }
  const branches = listFrom(
    await getJson(`/v1/projects/${encodeURIComponent(project.ref)}/branches`, token),
    isBranch,
  )
  return { project, branches: branches.kind === 'ok' ? branches.items : null }
}

/** @returns {Promise<State>} */
async function fetchState() {
  const session = readSession()
  if (!session) return { kind: 'signed-out' }
  const token = session.access_token
  const [orgResult, projectResult] = await Promise.all([
    getJson('/platform/organizations', token),
    getJson('/platform/projects', token),
  ])
  const organizations = listFrom(orgResult, isOrganization)
  const projects = listFrom(projectResult, isProject)
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

async function load() {
  render({ kind: 'loading' })
  render(await fetchState())
}

onAction('retry', load)
load()
