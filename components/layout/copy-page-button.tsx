'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './copy-page-button.module.css'

type CopyState = 'idle' | 'copying' | 'copied' | 'failed'

const LABELS: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
}

/**
 * Copies the page as Markdown (its `.md` twin, fetched on click) for pasting into a chat or a note.
 * `children`, rendered by the server, join its row (the "Open in …" links).
 */
export function CopyPageButton({
  markdownHref,
  children,
}: {
  markdownHref: string
  children?: ReactNode
}) {
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return
    const timer = window.setTimeout(() => setState('idle'), 2000)
    return () => window.clearTimeout(timer)
  }, [state])

  async function copy() {
    setState('copying')
    try {
      const response = await fetch(markdownHref)
      if (!response.ok) throw new Error(`${markdownHref} answered ${response.status}`)
      await navigator.clipboard.writeText(await response.text())
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className={styles.actions} data-pagefind-ignore>
      <button
        type="button"
        className={styles.button}
        disabled={state === 'copying'}
        onClick={() => void copy()}
      >
        {LABELS[state]}
      </button>
      <a href={markdownHref} className={styles.link}>
        View as Markdown
      </a>
      {children}
      <span className="sr-only" role="status">
        {state === 'copied'
          ? 'Page copied as Markdown'
          : state === 'failed'
            ? 'Could not copy the page'
            : ''}
      </span>
    </div>
  )
}
