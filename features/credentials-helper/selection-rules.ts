import type { Branch, Organization, Project } from '../../lib/platform-contract/api'
import type { SavedSelection } from './saved-selection'

export interface ProjectChoice {
  organization: Organization | null
  project: Project
  /** "Org name / Project name", as the combobox and the saved value show it. */
  label: string
}

export function projectLabel(organizations: Organization[], project: Project): string {
  const organization = organizations.find((org) => org.id === project.organization_id)
  return `${organization?.name ?? 'Unknown organization'} / ${project.name}`
}

/**
 * With nothing chosen, the saved organization and project are restored when the project exists
 * and belongs to that organization; otherwise the first project (and its organization) is taken.
 */
export function chooseProject(
  organizations: Organization[],
  projects: Project[],
  saved: SavedSelection,
): ProjectChoice | null {
  const restored =
    saved.orgId !== null && saved.project !== null && saved.project.orgId === saved.orgId
      ? projects.find(
          (project) =>
            project.ref === saved.project?.ref && String(project.organization_id) === saved.orgId,
        )
      : undefined
  const project = restored ?? projects[0]
  if (!project) return null
  return {
    organization: organizations.find((org) => org.id === project.organization_id) ?? null,
    project,
    label: projectLabel(organizations, project),
  }
}

/**
 * The saved branch when it is one of the project's branches, otherwise the production branch
 * (its project_ref is its parent's), otherwise the first.
 */
export function chooseBranch(branches: Branch[], saved: SavedSelection): Branch | null {
  return (
    branches.find((branch) => branch.id === saved.branch?.id) ??
    branches.find((branch) => branch.project_ref === branch.parent_project_ref) ??
    branches[0] ??
    null
  )
}
