'use client'

import { lazy, Suspense, useRef } from 'react'
import { useNearViewport } from '../../lib/browser/use-near-viewport'
import { LoadingHelper, LoggedOutHelper } from './helper-frame'
import { useHasSession } from './use-has-session'
import type { ProjectVariable } from './variables'

const CredentialsHelper = lazy(() => import('./credentials-helper'))

/**
 * The helper in the page: signed-out readers get the sign-in prompt at once; for signed-in readers
 * the data layer loads when the helper nears the viewport. Loaded by `ProjectConfigVariablesIsland`.
 */
export default function ProjectConfigVariablesView({ variable }: { variable: ProjectVariable }) {
  const anchor = useRef<HTMLDivElement>(null)
  const near = useNearViewport(anchor)
  const hasSession = useHasSession()
  const loading = <LoadingHelper variable={variable} />

  let helper = loading
  if (hasSession === false) helper = <LoggedOutHelper variable={variable} />
  else if (hasSession && near) helper = <CredentialsHelper variable={variable} />

  return (
    <div ref={anchor}>
      <Suspense fallback={loading}>{helper}</Suspense>
    </div>
  )
}
