'use client'

import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { platformApi, platformKeys } from '../../lib/platform-api/client'
import { useDashboardSession, useSavedSelection } from './browser-state'
import {
  chosenBranch,
  chosenProject,
  deriveHelperState,
  valueRef,
  type HelperState,
  type QueryView,
} from './helper-state'

function view<T>(result: UseQueryResult<T>, enabled: boolean): QueryView<T> {
  if (!enabled) return { status: 'idle' }
  if (result.status === 'success') return { status: 'success', data: result.data }
  return { status: result.status }
}

/**
 * The helper's state from the session, the saved choice and the four platform calls. A call runs
 * only when the reader is signed in and its inputs exist; leaving the page cancels calls in flight.
 */
export function useHelperState(): HelperState {
  const session = useDashboardSession()
  const saved = useSavedSelection()
  const signedIn = session !== null && session !== 'loading'
  const userId = signedIn ? session.user.id : ''
  const accessToken = signedIn ? session.access_token : ''

  const organizationsQuery = useQuery({
    queryKey: platformKeys.organizations(userId),
    queryFn: ({ signal }) => platformApi.organizations({ accessToken, signal }),
    enabled: signedIn,
  })
  const projectsQuery = useQuery({
    queryKey: platformKeys.projects(userId),
    queryFn: ({ signal }) => platformApi.projects({ accessToken, signal }),
    enabled: signedIn,
  })
  const organizations = view(organizationsQuery, signedIn)
  const projects = view(projectsQuery, signedIn)
  const choice = chosenProject({ organizations, projects, saved })

  const projectRef = choice?.project.ref ?? ''
  const branchesEnabled = signedIn && choice !== null && choice.project.is_branch_enabled
  const branchesQuery = useQuery({
    queryKey: platformKeys.branches(userId, projectRef),
    queryFn: ({ signal }) => platformApi.branches(projectRef, { accessToken, signal }),
    enabled: branchesEnabled,
  })
  const branches = view(branchesQuery, branchesEnabled)

  const branch = chosenBranch(choice, branches, saved)
  const settingsRef = valueRef(choice, branches, branch) ?? ''
  const settingsEnabled = signedIn && settingsRef !== ''
  const settingsQuery = useQuery({
    queryKey: platformKeys.apiSettings(userId, settingsRef),
    queryFn: ({ signal }) => platformApi.apiSettings(settingsRef, { accessToken, signal }),
    enabled: settingsEnabled,
  })

  return deriveHelperState({
    session: session === 'loading' ? 'loading' : signedIn ? 'loggedIn' : 'loggedOut',
    saved,
    organizations,
    projects,
    branches,
    apiSettings: view(settingsQuery, settingsEnabled),
    choice,
    branch,
  })
}
