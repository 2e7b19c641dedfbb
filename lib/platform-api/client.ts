import type * as z from 'zod/mini'
import { siteConfig } from '../../site.config'
import {
  apiSettingsSchema,
  branchesSchema,
  organizationsSchema,
  platformApiPath,
  projectsSchema,
  type ApiSettings,
  type Branch,
  type Organization,
  type Project,
} from '../platform-contract/api'

/**
 * A failed call: `status` is the HTTP status, or null when the network or the body failed;
 * `retryable` says whether trying again may help (network failures and 5xx answers).
 */
export class PlatformApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'PlatformApiError'
  }
}

export interface CallOptions {
  accessToken: string
  signal: AbortSignal
}

async function get<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  { accessToken, signal }: CallOptions,
) {
  let response: Response
  try {
    response = await fetch(`${siteConfig.platformApiUrl}${path}`, {
      method: 'GET',
      headers: { Authorization: `Bearer ${accessToken}` },
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new PlatformApiError(`Network error calling ${path}`, null, true)
  }
  if (!response.ok) {
    throw new PlatformApiError(
      `${path} answered ${response.status}`,
      response.status,
      response.status >= 500,
    )
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    if (signal.aborted) throw error
    throw new PlatformApiError(`${path} answered a body that is not JSON`, null, false)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new PlatformApiError(`${path} answered an unexpected body`, null, false)
  return parsed.data
}

function requireRef(projectRef: string | undefined): string {
  if (!projectRef) throw new Error('projectRef is required')
  return projectRef
}

export const platformApi = {
  organizations: async (options: CallOptions): Promise<Organization[]> =>
    get(platformApiPath.organizations(), organizationsSchema, options),
  projects: async (options: CallOptions): Promise<Project[]> =>
    get(platformApiPath.projects(), projectsSchema, options),
  branches: async (projectRef: string | undefined, options: CallOptions): Promise<Branch[]> =>
    get(platformApiPath.branches(requireRef(projectRef)), branchesSchema, options),
  apiSettings: async (projectRef: string | undefined, options: CallOptions): Promise<ApiSettings> =>
    get(platformApiPath.apiSettings(requireRef(projectRef)), apiSettingsSchema, options),
}

/** Query keys: one factory so every caller caches under the same key. */
export const platformKeys = {
  all: ['platform'] as const,
  organizations: (userId: string) => [...platformKeys.all, userId, 'organizations'] as const,
  projects: (userId: string) => [...platformKeys.all, userId, 'projects'] as const,
  branches: (userId: string, projectRef: string) =>
    [...platformKeys.all, userId, 'branches', projectRef] as const,
  apiSettings: (userId: string, projectRef: string) =>
    [...platformKeys.all, userId, 'api-settings', projectRef] as const,
}
