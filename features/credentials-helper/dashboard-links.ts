import { siteConfig } from '../../site.config'

export function signInUrl(returnTo: string): string {
  return `${siteConfig.dashboardUrl}/sign-in?returnTo=${encodeURIComponent(returnTo)}`
}

/** The project's API settings page when the project is known, else the dashboard home. */
export function apiSettingsUrl(projectRef: string | null): string {
  return projectRef
    ? `${siteConfig.dashboardUrl}/project/${encodeURIComponent(projectRef)}/settings/api`
    : siteConfig.dashboardUrl
}
