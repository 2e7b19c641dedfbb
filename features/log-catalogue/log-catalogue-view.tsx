'use client'

import { useSyncExternalStore } from 'react'
import { CopyButton } from '../../components/ui/copy-button'
import { TabSet } from '../../components/ui/tab-set'
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

/**
 * One tab per log source, the selected one kept in the address (`?source=edge_logs`). Every
 * panel is in the HTML; the ones not selected are hidden.
 */
export function LogCatalogueView({ sources }: { sources: LogSourceEntry[] }) {
  const search = useSyncExternalStore(subscribeSearch, readSearch, serverSearch)
  const selected = parseSource(
    search,
    sources.map((source) => source.id),
  )
  return (
    <div className={styles.catalogue}>
      <TabSet
        label="Log sources"
        listClassName={styles.tabs}
        tabs={sources.map((source) => ({ key: source.id, label: source.displayName }))}
        selected={selected}
        onSelect={(id) => replaceSearch(serializeSource(id, window.location.search))}
        panels={sources.map((source) => (
          <LogSourcePanel key={source.id} source={source} />
        ))}
      />
    </div>
  )
}

function LogSourcePanel({ source }: { source: LogSourceEntry }) {
  return (
    <>
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
    </>
  )
}
