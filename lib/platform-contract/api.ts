import * as z from 'zod/mini'

/** Route patterns of the four platform API calls the docs make; `:ref` is a project ref. */
export const platformApiRoutes = {
  organizations: '/platform/organizations',
  projects: '/platform/projects',
  branches: '/v1/projects/:ref/branches',
  apiSettings: '/platform/props/project/:ref/api',
} as const

const withRef = (route: string, projectRef: string) =>
  route.replace(':ref', encodeURIComponent(projectRef))

/** Paths of the calls, relative to the platform API's base URL. */
export const platformApiPath = {
  organizations: () => platformApiRoutes.organizations,
  projects: () => platformApiRoutes.projects,
  branches: (projectRef: string) => withRef(platformApiRoutes.branches, projectRef),
  apiSettings: (projectRef: string) => withRef(platformApiRoutes.apiSettings, projectRef),
} as const

/** Responses of the platform API, checked before the UI trusts them. */
export const organizationsSchema = z.array(z.object({ id: z.number(), name: z.string() }))

export const projectsSchema = z.array(
  z.object({
    ref: z.string(),
    organization_id: z.number(),
    name: z.string(),
    is_branch_enabled: z.boolean(),
  }),
)

export const branchesSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    project_ref: z.string(),
    parent_project_ref: z.string(),
  }),
)

export const apiSettingsSchema = z.object({
  autoApiService: z.object({
    protocol: z.optional(z.nullable(z.string())),
    endpoint: z.string(),
    defaultApiKey: z.string(),
  }),
})

export type Organization = z.infer<typeof organizationsSchema>[number]
export type Project = z.infer<typeof projectsSchema>[number]
export type Branch = z.infer<typeof branchesSchema>[number]
export type ApiSettings = z.infer<typeof apiSettingsSchema>

/** The project URL as readers paste it: the protocol defaults to https when the settings omit it. */
export function projectUrl({ autoApiService }: ApiSettings): string {
  return `${autoApiService.protocol || 'https'}://${autoApiService.endpoint}`
}
