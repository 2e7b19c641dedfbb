import { z } from 'zod'

const projectRefSchema = z
  .string()
  .regex(/^[a-z]{20}$/, 'expected a project ref of 20 lowercase letters')
  .describe('Project ref: the 20-letter id that appears in the project URL and API host.')

export const seedApiSettingsSchema = z.object({
  protocol: z
    .string()
    .optional()
    .describe(
      'Scheme of the project URL. Empty or absent mimics projects whose settings omit it; clients fall back to https.',
    ),
  endpoint: z
    .string()
    .min(1)
    .describe('Host of the project API, without scheme, e.g. `<ref>.plinth.example`.'),
  anon_key: z
    .string()
    .min(1)
    .describe('Public anon key: the only key the API settings call returns.'),
  service_role_key: z
    .string()
    .min(1)
    .describe('Secret service role key. Seeded so tests can prove it never leaves the emulator.'),
})

export const seedUserSchema = z.object({
  id: z.string().min(1).describe('User id; becomes the `sub` of session tokens.'),
  email: z.email().describe('Shown on the sign-in page and stored in the browser session.'),
  name: z.string().min(1).describe('Display name.'),
  organization_ids: z
    .array(z.number().int())
    .describe('Organizations the user belongs to; the user sees only these and their projects.'),
})

export const seedOrganizationSchema = z.object({
  id: z.number().int().describe('Organization id, numeric as on the real platform.'),
  name: z.string().min(1).describe('Organization name.'),
})

export const seedProjectSchema = z.object({
  ref: projectRefSchema,
  organization_id: z.number().int().describe('Owning organization.'),
  name: z.string().min(1).describe('Project name.'),
  is_branch_enabled: z
    .boolean()
    .describe('Whether branching is on; only such projects may have branches.'),
  api: seedApiSettingsSchema.describe('What the API settings call answers for this project.'),
})

export const seedBranchSchema = z.object({
  id: z.string().min(1).describe('Branch id.'),
  name: z.string().min(1).describe('Branch name, e.g. `main` or `feature/login`.'),
  project_ref: projectRefSchema.describe(
    "The branch's own project ref. Equal to parent_project_ref for the production branch.",
  ),
  parent_project_ref: projectRefSchema.describe('Ref of the project this branch belongs to.'),
  api: seedApiSettingsSchema.describe(
    "What the API settings call answers for the branch's project_ref.",
  ),
})

export const seedSchema = z
  .strictObject({
    users: z.array(seedUserSchema).min(1).describe('Accounts offered on the sign-in page.'),
    organizations: z.array(seedOrganizationSchema),
    projects: z.array(seedProjectSchema),
    branches: z.array(seedBranchSchema),
    token_secret: z
      .string()
      .min(16)
      .describe('HMAC key that signs session tokens; local use only.'),
  })
  .superRefine(checkReferences)

type SeedShape = {
  users: SeedUser[]
  organizations: SeedOrganization[]
  projects: SeedProject[]
  branches: SeedBranch[]
}

// Cross-references are checked here so a typo in a seed fails at startup
// with a field path, instead of as a puzzling empty list in the browser.
function checkReferences(seed: SeedShape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message })

  const orgIds = new Set<number>()
  seed.organizations.forEach((org, i) => {
    if (orgIds.has(org.id)) issue(['organizations', i, 'id'], `duplicate organization id ${org.id}`)
    orgIds.add(org.id)
  })

  const userIds = new Set<string>()
  seed.users.forEach((user, i) => {
    if (userIds.has(user.id)) issue(['users', i, 'id'], `duplicate user id ${user.id}`)
    userIds.add(user.id)
    user.organization_ids.forEach((orgId, j) => {
      if (!orgIds.has(orgId))
        issue(['users', i, 'organization_ids', j], `unknown organization ${orgId}`)
    })
  })

  const projects = new Map<string, SeedProject>()
  seed.projects.forEach((project, i) => {
    if (projects.has(project.ref))
      issue(['projects', i, 'ref'], `duplicate project ref ${project.ref}`)
    projects.set(project.ref, project)
    if (!orgIds.has(project.organization_id))
      issue(['projects', i, 'organization_id'], `unknown organization ${project.organization_id}`)
  })

  const branchRefs = new Set<string>()
  seed.branches.forEach((branch, i) => {
    const parent = projects.get(branch.parent_project_ref)
    if (!parent) {
      issue(['branches', i, 'parent_project_ref'], `unknown project ${branch.parent_project_ref}`)
    } else if (!parent.is_branch_enabled) {
      issue(
        ['branches', i, 'parent_project_ref'],
        `project ${parent.ref} does not have branching enabled`,
      )
    }
    const isProduction = branch.project_ref === branch.parent_project_ref
    if (branchRefs.has(branch.project_ref)) {
      issue(['branches', i, 'project_ref'], `duplicate branch project_ref ${branch.project_ref}`)
    } else if (!isProduction && projects.has(branch.project_ref)) {
      issue(
        ['branches', i, 'project_ref'],
        `preview branch reuses project ref ${branch.project_ref}`,
      )
    }
    branchRefs.add(branch.project_ref)
  })
}

export type SeedApiSettings = z.infer<typeof seedApiSettingsSchema>
export type SeedUser = z.infer<typeof seedUserSchema>
export type SeedOrganization = z.infer<typeof seedOrganizationSchema>
export type SeedProject = z.infer<typeof seedProjectSchema>
export type SeedBranch = z.infer<typeof seedBranchSchema>
export type Seed = z.infer<typeof seedSchema>
