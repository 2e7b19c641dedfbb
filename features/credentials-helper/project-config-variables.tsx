'use client'

import { lazy, Suspense } from 'react'
import type { ProjectVariable } from './variables'

const View = lazy(() => import('./project-config-variables-view'))

/**
 * `<ProjectConfigVariables variable="url" />` in MDX. The helper's code is a chunk of its own,
 * loaded by the pages that show one: all guides share a route, whose first load must not carry it.
 * The server renders the helper's first state into the HTML, which stays until the chunk arrives.
 */
export function ProjectConfigVariables({ variable }: { variable: ProjectVariable }) {
  return (
    <Suspense>
      <View variable={variable} />
    </Suspense>
  )
}
