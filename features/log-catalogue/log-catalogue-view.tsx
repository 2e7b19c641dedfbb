'use client'

import { useId, useSyncExternalStore, type KeyboardEvent } from 'react'
import { CopyButton } from '../../components/ui/copy-button'
import {
  readSearch,
  replaceSearch,
  serverSearch,
  subscribeSearch,
} from '../../lib/browser/location-search'
import type { LogSourceEntry } from '../../lib/catalogues/log-source-entry'
import { FieldTreeView } from './field-tree-view'
import styles from './log-catalogue.module.css'
import { parseSource, serializeSource } from './source-url'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * One tab per log source, the selected one kept in the address (`?source=edge_logs`). Every
 * panel is in the HTML; the ones not selected are hidden.
 */
export function LogCatalogueView({ sources }: { sources: LogSourceEntry[] }) {
  const baseId = useId()
  const ids = sources.map((source) => source.id)
  const search = useSyncExternalStore(subscribeSearch, readSearch, serverSearch)
  const selected = parseSource(search, ids)
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const select = (id: string) => replaceSearch(serializeSource(id, window.location.search))

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key]
    if (!step || selected === undefined) return
    event.preventDefault()
    const next = ids[step(ids.indexOf(selected), ids.length)]
    if (next === undefined) return
    select(next)
    document.getElementById(tabId(next))?.focus()
  }

  return (
    <div className={styles.catalogue}>
      <div role="tablist" aria-label="Log sources" className={styles.tabs} onKeyDown={onKeyDown}>
        {sources.map((source) => (
          <button
            key={source.id}
            type="button"
            role="tab"
            id={tabId(source.id)}
            aria-controls={panelId(source.id)}
            aria-selected={source.id === selected}
            tabIndex={source.id === selected ? 0 : -1}
            onClick={() => select(source.id)}
          >
            {source.displayName}
          </button>
        ))}
      </div>
      {sources.map((source) => (
        <section
          key={source.id}
          role="tabpanel"
          id={panelId(source.id)}
          aria-labelledby={tabId(source.id)}
          hidden={source.id !== selected}
          className={styles.panel}
        >
          <p>
            <code>{source.id}</code>: {source.summary} {source.fieldCount} fields.
          </p>
          <FieldTreeView nodes={source.fields} />
          <div className={styles.query}>
            <div className={styles.queryHead}>
              <span className={styles.queryTitle}>Example: {source.exampleQuery.title}</span>
              <CopyButton value={source.exampleQuery.sql} label={`Copy the ${source.id} query`} />
            </div>
            <pre tabIndex={0} aria-label={`Example query on ${source.id}`}>
              <code>{source.exampleQuery.sql}</code>
            </pre>
          </div>
        </section>
      ))}
    </div>
  )
}
