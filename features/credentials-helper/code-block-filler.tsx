'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { watchElements } from '../../lib/browser/watch-elements'
import { fillPlaceholders } from './fill-placeholders'
import './filled-values.css'
import { PROJECT_BLOCK_ATTRIBUTE } from './project-placeholders-transformer'
import { getQueryClient } from './query-client'
import { useHelperState } from './use-helper-state'

function Filler() {
  const state = useHelperState()
  const values = state.kind === 'data' && state.value.kind === 'data' ? state.value : null
  const url = values?.url
  const anonKey = values?.anonKey
  useEffect(
    () =>
      watchElements(`[${PROJECT_BLOCK_ATTRIBUTE}]`, (blocks) => {
        for (const block of blocks)
          fillPlaceholders(block, url && anonKey ? { url, anonKey } : null)
      }),
    [url, anonKey],
  )
  return null
}

/**
 * Fills every code block of the page with the selected project's values, and the blocks that
 * arrive later; loaded lazily by ProjectValues.
 */
export default function CodeBlockFiller() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Filler />
    </QueryClientProvider>
  )
}
