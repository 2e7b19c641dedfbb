import { siteConfig } from '../site.config'

/** Paths of the dashboard pages, shared by routes and page templates. */
export const DASHBOARD_HOME = '/dashboard'

/** The docs home on this origin (`/docs` by default). */
export const DOCS_HOME = siteConfig.basePath || '/'

export function signInUrl(returnTo: string): string {
  return `/dashboard/sign-in?${new URLSearchParams({ returnTo }).toString()}`
}

export function signOutUrl(returnTo: string): string {
  return `/dashboard/sign-out?${new URLSearchParams({ returnTo }).toString()}`
}

export function apiSettingsUrl(ref: string): string {
  return `/dashboard/project/${encodeURIComponent(ref)}/settings/api`
}
