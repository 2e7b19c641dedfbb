'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import styles from './search-button.module.css'

/** The dialog and Pagefind load on first hover, focus or open; nothing of them is in the page. */
const loadDialog = () => import('./search-dialog')
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })))

function preload() {
  void loadDialog().then((module) => module.preloadSearch())
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** The header's search button; `Ctrl+K`, `Cmd+K` and `/` open the same dialog. */
export function SearchButton() {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target))
      if (!shortcut || event.defaultPrevented) return
      event.preventDefault()
      const focused = document.activeElement
      returnFocus.current =
        focused instanceof HTMLElement && focused !== document.body ? focused : null
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  function close() {
    setOpen(false)
    const target = returnFocus.current?.isConnected ? returnFocus.current : button.current
    target?.focus()
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          returnFocus.current = button.current
          setOpen(true)
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className={styles.icon}>
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
