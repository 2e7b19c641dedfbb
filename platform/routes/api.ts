import { Hono } from 'hono'
import {
  platformApiRoutes,
  type ApiSettings,
  type Branch,
  type Organization,
  type Project,
} from '../../lib/platform-contract/api'
import { requireUser, type ApiEnv } from '../auth'
import { noStore } from '../no-store'
import type { Seed } from '../seed-schema'
import {
  branchesOf,
  organizationsOf,
  projectsOf,
  visibleApiSettings,
  visibleProject,
} from '../visibility'

const API_PATHS = ['/platform/*', '/v1/*']

/** The four platform API calls of the design contract, answered from the seed. */
export function apiRoutes(seed: Seed): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>()
  for (const path of API_PATHS) api.use(path, noStore, requireUser(seed))

  api.get(platformApiRoutes.organizations, (c) =>
    c.json(
      organizationsOf(seed, c.var.user).map(({ id, name }) => ({
        id,
        name,
      })) satisfies Organization[],
    ),
  )

  api.get(platformApiRoutes.projects, (c) =>
    c.json(
      projectsOf(seed, c.var.user).map(({ ref, organization_id, name, is_branch_enabled }) => ({
        ref,
        organization_id,
        name,
        is_branch_enabled,
      })) satisfies Project[],
    ),
  )

  api.get(platformApiRoutes.branches, (c) => {
    const project = visibleProject(seed, c.var.user, c.req.param('ref'))
    if (!project) return c.json({ message: 'Project not found' }, 404)
    return c.json(
      branchesOf(seed, project).map(({ id, name, project_ref, parent_project_ref }) => ({
        id,
        name,
        project_ref,
        parent_project_ref,
      })) satisfies Branch[],
    )
  })

  api.get(platformApiRoutes.apiSettings, (c) => {
    const settings = visibleApiSettings(seed, c.var.user, c.req.param('ref'))
    if (!settings) return c.json({ message: 'Project not found' }, 404)
    // Only the anon key leaves the emulator; the service role key stays in the seed.
    return c.json({
      autoApiService: {
        protocol: settings.protocol,
        endpoint: settings.endpoint,
        defaultApiKey: settings.anon_key,
      },
    } satisfies ApiSettings)
  })

  return api
}
