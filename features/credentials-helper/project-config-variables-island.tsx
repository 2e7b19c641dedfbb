'use client'

import { lazy, Suspense } from 'react'
import { ErrorBoundary } from './error-boundary'
import { HelperUnavailable } from './helper-unavailable'
import type { ProjectVariable } from './variables'

const View = lazy(() => import('./project-config-variables-view'))

/**
 * The helper's place in the page. Its code is a chunk of its own, loaded by the pages that show
 * one: all guides share a route, whose first load must not carry it. The server renders the
 * helper's first state into the HTML, which stays until the chunk arrives. If the helper cannot
 * load or breaks, the reader is sent to the dashboard's API settings (`settingsUrl`).
 */
export function ProjectConfigVariablesIsland({
  variable,
  settingsUrl,
}: {
  variable: ProjectVariable
  settingsUrl: string
}) {
  return (
    <div data-credentials-helper={variable}>
      <ErrorBoundary fallback={<HelperUnavailable settingsUrl={settingsUrl} />}>
        <Suspense>
          <View variable={variable} />
        </Suspense>
      </ErrorBoundary>
    </div>
  )
}
