'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { watchElements } from '../../lib/browser/watch-elements'
import { ErrorBoundary } from './error-boundary'
import { PROJECT_BLOCK_ATTRIBUTE } from './project-placeholders-transformer'
import { useHasSession } from './use-has-session'

const CodeBlockFiller = lazy(() => import('./code-block-filler'))

/**
 * Shows the selected project's values in every code block with `<PROJECT_URL>` or `<ANON_KEY>`,
 * on any page (guides, reference, catalogues): for a signed-in reader, once such a block nears
 * the viewport, loads the data layer that fills them.
 */
export function ProjectValues() {
  const hasSession = useHasSession()
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!hasSession || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '200px' },
    )
    const stop = watchElements(`[${PROJECT_BLOCK_ATTRIBUTE}]`, (blocks) => {
      for (const block of blocks) observer.observe(block)
    })
    return () => {
      stop()
      observer.disconnect()
    }
  }, [hasSession, near])
  if (!hasSession || !near) return null
  return (
    // If the data layer cannot load, the code keeps its placeholders and the page carries on.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <CodeBlockFiller />
      </Suspense>
    </ErrorBoundary>
  )
}
