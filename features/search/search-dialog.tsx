'use client'

import { Command } from 'cmdk'
import { useEffect, useReducer, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { SearchResult } from '../../lib/search/rank-results'
import { runSearch } from '../../lib/search/run-search'
import { siteConfig } from '../../site.config'
import { loadPagefind } from './load-pagefind'
import styles from './search-dialog.module.css'
import { currentQuery, initialSearchState, searchReducer, type SearchState } from './search-state'

/** Starts loading the index before the reader opens the dialog (on hover or focus of the button). */
export function preloadSearch() {
  void loadPagefind().catch(() => undefined)
}

const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

/**
 * A result is a link, so a middle click, Ctrl or Cmd+click and the context menu work as on any
 * link. It is also the listbox option the arrow keys move to, with the focus kept in the query
 * field (`tabIndex={-1}`); Enter follows the active one (`followActiveResult`).
 */
function ResultItem({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  return (
    <Command.Item value={result.url} asChild>
      <a
        href={result.url}
        tabIndex={-1}
        className={styles.item}
        onClick={(event) => {
          if (opensHere(event)) onOpen()
        }}
      >
        <span className={styles.title}>
          {result.title}
          {result.kind === 'guide' ? <span className={styles.context}>{result.label}</span> : null}
          {result.kind !== 'guide' && !result.latest && result.version ? (
            <span className={styles.older}>{result.version} (older version)</span>
          ) : null}
        </span>
        {result.heading ? <span className={styles.heading}>{result.heading}</span> : null}
        {/* Pagefind's excerpt is the page's text, HTML-escaped, with the match in <mark>. */}
        <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
      </a>
    </Command.Item>
  )
}

/** Enter in the query field follows the active result's link, as a click on it would. */
function followActiveResult(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
  const active = event.currentTarget.querySelector<HTMLAnchorElement>(
    'a[cmdk-item][aria-selected="true"]',
  )
  if (!active) return
  event.preventDefault()
  active.click()
}

function StateMessage({ state }: { state: SearchState }) {
  switch (state.status) {
    case 'loading':
      return <p className={styles.message}>Loading the search index…</p>
    case 'failed':
      return (
        <p className={styles.message} role="alert">
          Search is unavailable: its index could not be loaded. Reload the page to try again.
        </p>
      )
    case 'ready':
      return (
        <p className={styles.message}>
          Search guides, every reference function and every {siteConfig.cliName} command.
        </p>
      )
    case 'no-match':
      return (
        <div className={styles.message} role="status">
          <p>
            No results for “<strong>{state.query}</strong>”.
          </p>
          <p>
            Try fewer or more general words, a function name such as <code>select</code>, or a
            command such as <code>db push</code>.
          </p>
        </div>
      )
    case 'searching':
    case 'results':
      return null
  }
}

/** The search dialog: a modal with the query field and results grouped by kind. */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [state, dispatch] = useReducer(searchReducer, initialSearchState)
  const query = currentQuery(state)

  useEffect(() => {
    dialog.current?.showModal()
    // Chromium gives a modal dialog itself the focus; the reader's place is the query field.
    input.current?.focus()
    let cancelled = false
    loadPagefind().then(
      () => !cancelled && dispatch({ type: 'index-loaded' }),
      () => !cancelled && dispatch({ type: 'index-failed' }),
    )
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    if (state.status !== 'searching') return
    const asked = state.query
    void loadPagefind()
      .then((pagefind) => runSearch(pagefind, asked, siteConfig.cliName))
      .then((results) => results && dispatch({ type: 'answered', query: asked, results }))
      .catch(() => dispatch({ type: 'index-failed' }))
  }, [state])

  /**
   * Every way out (Escape, the close button, the backdrop, a result) ends the search at once. The
   * element's close event comes a task later: a Ctrl+K pressed before it found the search still
   * open, and the late event then closed it.
   */
  function end() {
    // Closed first: while modal, the rest of the page is inert and cannot take the focus back.
    dialog.current?.close()
    onClose()
  }

  const groups = state.status === 'results' || state.status === 'searching' ? state.groups : []

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search the docs"
      onCancel={end}
      onClick={(event) => {
        if (event.target === event.currentTarget) end()
      }}
    >
      <Command
        shouldFilter={false}
        loop
        label="Search the docs"
        className={styles.command}
        onKeyDown={followActiveResult}
      >
        <div className={styles.inputRow}>
          <Command.Input
            ref={input}
            value={query}
            onValueChange={(value) => dispatch({ type: 'typed', query: value })}
            placeholder="Search the docs"
            className={styles.input}
            disabled={state.status === 'failed'}
          />
          <button
            type="button"
            className={styles.close}
            aria-label="Close search, Esc"
            onClick={end}
          >
            Esc
          </button>
        </div>
        <Command.List
          label="Search results"
          className={styles.list}
          data-status={state.status}
          data-query={state.status === 'results' ? state.query : undefined}
        >
          <StateMessage state={state} />
          {groups.map((group) => (
            <Command.Group key={group.title} heading={group.title} className={styles.group}>
              {group.results.map((result) => (
                <ResultItem key={result.url} result={result} onOpen={end} />
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </dialog>
  )
}
