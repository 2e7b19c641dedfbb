'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type RefObject } from 'react'
import { fillPlaceholders } from './fill-placeholders'
import './filled-values.css'
import { getQueryClient } from './query-client'
import { useHelperState } from './use-helper-state'

function Filler({ block }: { block: RefObject<Element | null> }) {
  const state = useHelperState()
  const values = state.kind === 'data' && state.value.kind === 'data' ? state.value : null
  const url = values?.url
  const anonKey = values?.anonKey
  useEffect(() => {
    const element = block.current
    if (!element) return
    fillPlaceholders(element, url && anonKey ? { url, anonKey } : null)
  }, [block, url, anonKey])
  return null
}

/** Fills a code block with the selected project's values; loaded lazily by CodeBlockProjectValues. */
export default function CodeBlockFiller({ block }: { block: RefObject<Element | null> }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Filler block={block} />
    </QueryClientProvider>
  )
}
