import type {
  Seed,
  SeedApiSettings,
  SeedBranch,
  SeedOrganization,
  SeedProject,
  SeedUser,
} from './seed-schema'

/** What one user may see of the seed: their organizations and nothing else. */
export function organizationsOf(seed: Seed, user: SeedUser): SeedOrganization[] {
  const ids = new Set(user.organization_ids)
  return seed.organizations.filter((org) => ids.has(org.id))
}

export function projectsOf(seed: Seed, user: SeedUser): SeedProject[] {
  const ids = new Set(user.organization_ids)
  return seed.projects.filter((project) => ids.has(project.organization_id))
}

// null means "not found or not a member": the route answers 404 either way,
// so other organizations' refs are not revealed.
export function visibleProject(seed: Seed, user: SeedUser, ref: string): SeedProject | null {
  return projectsOf(seed, user).find((project) => project.ref === ref) ?? null
}

export function branchesOf(seed: Seed, project: SeedProject): SeedBranch[] {
  return seed.branches.filter((branch) => branch.parent_project_ref === project.ref)
}

/**
 * API settings for a project ref or a preview branch's project_ref. A
 * production branch shares its project's ref, so the project's settings win.
 * null when the ref is unknown or belongs to another organization.
 */
export function visibleApiSettings(
  seed: Seed,
  user: SeedUser,
  ref: string,
): SeedApiSettings | null {
  const project = visibleProject(seed, user, ref)
  if (project) return project.api
  const branch = seed.branches.find((candidate) => candidate.project_ref === ref)
  if (!branch || !visibleProject(seed, user, branch.parent_project_ref)) return null
  return branch.api
}
