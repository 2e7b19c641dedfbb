'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { HelperView } from './helper-view'
import { getQueryClient } from './query-client'
import { useHelperState } from './use-helper-state'
import type { ProjectVariable } from './variables'

function ConnectedHelper({ variable }: { variable: ProjectVariable }) {
  return <HelperView state={useHelperState()} variable={variable} />
}

/** The helper with its data layer: loaded lazily by ProjectConfigVariables. */
export default function CredentialsHelper({ variable }: { variable: ProjectVariable }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ConnectedHelper variable={variable} />
    </QueryClientProvider>
  )
}
