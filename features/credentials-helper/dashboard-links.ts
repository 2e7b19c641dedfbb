import { dashboardPath } from '../../lib/address/address'

export const signInUrl = (returnTo: string) => dashboardPath.signIn(returnTo)

/** The project's API settings page when the project is known, else the dashboard home. */
export function apiSettingsUrl(projectRef: string | null): string {
  return projectRef ? dashboardPath.apiSettings(projectRef) : dashboardPath.home()
}
