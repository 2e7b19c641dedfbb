'use client'

import { lazy, Suspense, useRef } from 'react'
import { dashboardPageUrl } from '../../lib/address/dashboard-pages'
import { useNearViewport } from '../../lib/browser/use-near-viewport'
import { siteConfig } from '../../site.config'
import { ErrorBoundary } from './error-boundary'
import { LoadingHelper, LoggedOutHelper } from './helper-frame'
import styles from './helper.module.css'
import { useHasSession } from './use-has-session'
import type { ProjectVariable } from './variables'

const CredentialsHelper = lazy(() => import('./credentials-helper'))

/**
 * The helper in the page: signed-out readers get the sign-in prompt at once; for signed-in readers
 * the data layer loads when the helper nears the viewport. Loaded by `ProjectConfigVariables`.
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
    <div ref={anchor} data-credentials-helper={variable}>
      <ErrorBoundary
        fallback={
          <p className={styles.message} role="alert">
            Couldn&apos;t display your API settings. You can get them from the{' '}
            <a href={dashboardPageUrl(siteConfig.dashboardUrl, 'api-settings', null)}>dashboard</a>.
          </p>
        }
      >
        <Suspense fallback={loading}>{helper}</Suspense>
      </ErrorBoundary>
    </div>
  )
}
