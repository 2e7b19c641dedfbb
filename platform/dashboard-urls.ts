import { dashboardPath, withBasePath } from '../lib/address/address'

/** Where the local platform serves its dashboard pages on the docs' origin. */
export const DASHBOARD_HOME = '/dashboard'

/** The docs home on this origin (`/docs` by default). */
export const DOCS_HOME = withBasePath('') || '/'

export const signInUrl = (returnTo: string) => dashboardPath.signIn(returnTo, DASHBOARD_HOME)

export const signOutUrl = (returnTo: string) => dashboardPath.signOut(returnTo, DASHBOARD_HOME)

export const apiSettingsUrl = (ref: string) => dashboardPath.apiSettings(ref, DASHBOARD_HOME)
