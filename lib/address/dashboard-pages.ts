/**
 * Every dashboard URL the docs and the local platform build. The root comes first: the docs link to
 * `siteConfig.dashboardUrl`, the local platform serves its stand-in at `LOCAL_DASHBOARD_ROOT` on
 * the docs' origin.
 */

/** Where the local platform serves its dashboard pages. */
export const LOCAL_DASHBOARD_ROOT = '/dashboard'

/**
 * The dashboard pages guides link to, by kind: each kind's path below the dashboard root, with
 * `{ref}` standing for a project ref. Shared by `<DashboardLink>` and the local platform, which
 * serves every one of them.
 */
export const dashboardPagePaths = {
  /** The organizations and projects of the signed-in reader. */
  home: '',
  /** Personal access tokens, for `plinth login` and CI. */
  'account-tokens': '/account/tokens',
  'api-settings': '/project/{ref}/settings/api',
  'database-settings': '/project/{ref}/settings/database',
  'compute-addons': '/project/{ref}/settings/addons',
  'sql-editor': '/project/{ref}/sql',
  'table-editor': '/project/{ref}/editor',
  'auth-users': '/project/{ref}/auth/users',
  'auth-providers': '/project/{ref}/auth/providers',
  'auth-url-configuration': '/project/{ref}/auth/url-configuration',
  'auth-email-templates': '/project/{ref}/auth/templates',
  storage: '/project/{ref}/storage/buckets',
  functions: '/project/{ref}/functions',
  logs: '/project/{ref}/logs',
} as const

export type DashboardPageKind = keyof typeof dashboardPagePaths

export const dashboardPageKinds = Object.keys(dashboardPagePaths) as DashboardPageKind[]

export function isDashboardPageKind(kind: string): kind is DashboardPageKind {
  return Object.hasOwn(dashboardPagePaths, kind)
}

/** Whether the page belongs to one project (its path holds `{ref}`). */
export function isProjectPage(kind: DashboardPageKind): boolean {
  return dashboardPagePaths[kind].includes('{ref}')
}

/**
 * The URL of a dashboard page under `dashboardRoot`. A project page without a known project ref
 * falls back to the dashboard home, where the reader picks the project.
 */
export function dashboardPageUrl(
  dashboardRoot: string,
  kind: DashboardPageKind,
  projectRef: string | null,
): string {
  const path = dashboardPagePaths[kind]
  if (!isProjectPage(kind)) return `${dashboardRoot}${path}`
  if (!projectRef) return dashboardRoot
  return `${dashboardRoot}${path.replace('{ref}', encodeURIComponent(projectRef))}`
}

/** The sign-in page, which returns to `returnTo` (a path on the docs' origin, fragment included). */
export function dashboardSignInUrl(dashboardRoot: string, returnTo: string): string {
  return `${dashboardRoot}/sign-in?${new URLSearchParams({ returnTo }).toString()}`
}

/** The sign-out page, which returns to `returnTo`. */
export function dashboardSignOutUrl(dashboardRoot: string, returnTo: string): string {
  return `${dashboardRoot}/sign-out?${new URLSearchParams({ returnTo }).toString()}`
}
