'use client'

import { lazy, Suspense, useEffect, useRef } from 'react'
import { useNearViewport } from '../../lib/browser/use-near-viewport'
import { ErrorBoundary } from './error-boundary'
import { useHasSession } from './use-has-session'

const CodeBlockFiller = lazy(() => import('./code-block-filler'))

/**
 * Placed in code blocks that contain `<PROJECT_URL>` or `<ANON_KEY>`: for a signed-in reader, once
 * the block nears the viewport, loads the data layer and shows the selected project's values.
 */
export function CodeBlockProjectValues() {
  const anchor = useRef<HTMLSpanElement>(null)
  const block = useRef<Element | null>(null)
  useEffect(() => {
    block.current = anchor.current?.closest('[data-code-block]') ?? null
  }, [])
  const near = useNearViewport(block)
  const hasSession = useHasSession()
  return (
    <span ref={anchor}>
      {near && hasSession ? (
        // If the data layer cannot load, the code keeps its placeholders and the page carries on.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <CodeBlockFiller block={block} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </span>
  )
}
