'use client'

import { lazy, type ComponentProps } from 'react'

const HelperIsland = lazy(() =>
  import('./project-config-variables-island').then((module) => ({
    default: module.ProjectConfigVariablesIsland,
  })),
)

/**
 * What the server renders for the helper's island: the island itself, in a chunk of its own. The
 * page's first load carries only this; the browser hydrates the island with the islands' table
 * (`island-components.ts`), which loads with the pages that have one.
 */
export function ProjectConfigVariablesShell(props: ComponentProps<typeof HelperIsland>) {
  return <HelperIsland {...props} />
}
