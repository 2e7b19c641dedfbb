'use client'

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

/** The dialog and Pagefind load on first hover, focus or open; nothing of them is in the page. */
const loadDialog = () => import('./search-dialog')
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })))

function preload() {
  void loadDialog().then((module) => module.preloadSearch())
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The header's search button (its face, `children`, rendered on the server by `SearchButton`);
 * `Ctrl+K`, `Cmd+K` and `/` open the same dialog.
 */
export function SearchLauncher({
  className,
  children,
}: {
  className?: string
  children: ReactNode
}) {
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
        className={className}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          returnFocus.current = button.current
          setOpen(true)
        }}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
