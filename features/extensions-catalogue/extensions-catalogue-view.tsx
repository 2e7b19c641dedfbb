'use client'

import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react'
import { ExternalLink } from '../../components/layout/external-link'
import { PageLink } from '../../components/ui/page-link'
import {
  readSearch,
  replaceSearch,
  serverSearch,
  subscribeSearch,
} from '../../lib/browser/location-search'
import type { ExtensionsCatalogueModel } from '../../lib/catalogues/extension-entry'
import styles from './extensions-catalogue.module.css'
import {
  EMPTY_FILTER,
  filterExtensions,
  isEmptyFilter,
  tagCounts,
  toggleTag,
  type CatalogueFilter,
} from './filter'
import { parseFilter, serializeFilter } from './url-state'

/**
 * The catalogue with its filter. The server renders every extension; in the browser the filter
 * comes from the address (`?q=…&tags=…`) and every change is written back to it.
 */
export function ExtensionsCatalogueView({ tags, extensions }: ExtensionsCatalogueModel) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const search = useSyncExternalStore(subscribeSearch, readSearch, serverSearch)
  const filter = useMemo(() => parseFilter(search, tags), [search, tags])
  const shown = useMemo(() => filterExtensions(extensions, filter), [extensions, filter])
  const counts = tagCounts(tags, shown)
  const filtered = !isEmptyFilter(filter)

  const apply = (next: CatalogueFilter) =>
    replaceSearch(serializeFilter(next, window.location.search))

  // The view's code arrives after the page: text typed into the server-rendered field meanwhile
  // reaches no onChange (React takes the field's value as it finds it), so it is applied here.
  useEffect(() => {
    const typed = input.current?.value ?? ''
    const current = parseFilter(readSearch(), tags)
    if (typed === parseFilter(serverSearch(), tags).query || typed === current.query) return
    replaceSearch(serializeFilter({ ...current, query: typed }, readSearch()))
  }, [tags])
  const reset = () => apply(EMPTY_FILTER)
  const resetButton = (
    <button type="button" className={styles.reset} onClick={reset} disabled={!filtered}>
      Reset filters
    </button>
  )

  return (
    <div className={styles.catalogue}>
      <div className={styles.controls}>
        <label htmlFor={inputId} className={styles.label}>
          Filter by name or description
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className={styles.input}
          value={filter.query}
          placeholder="For example: vector, cron, http"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => apply({ ...filter, query: event.target.value })}
        />
        <p className={styles.hint} id={`${inputId}-tags`}>
          Tags: an extension must carry every tag you select. The number on a tag is how many
          extensions would remain with it selected.
        </p>
        <div role="group" aria-labelledby={`${inputId}-tags`} className={styles.chips}>
          {tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className={styles.chip}
              aria-pressed={filter.tags.includes(tag)}
              onClick={() => apply(toggleTag(filter, tag, tags))}
            >
              {tag} <span className={styles.count}>({counts.get(tag) ?? 0})</span>
            </button>
          ))}
        </div>
        {resetButton}
      </div>
      <p role="status" className={styles.status}>
        {filtered
          ? `${shown.length} of ${extensions.length} extensions match`
          : `${extensions.length} extensions`}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>No extension matches this filter. Try fewer tags or other words.</p>
          {resetButton}
        </div>
      ) : (
        <ul className={styles.list} aria-label="Extensions">
          {shown.map((extension) => (
            <li key={extension.name} className={styles.entry} data-extension={extension.name}>
              <div className={styles.head}>
                {extension.hasGuide ? (
                  <PageLink path={extension.link} className={styles.name}>
                    <code>{extension.name}</code>
                  </PageLink>
                ) : (
                  <ExternalLink href={extension.link} className={styles.name}>
                    <code>{extension.name}</code>
                  </ExternalLink>
                )}
                {extension.hasGuide ? <span className={styles.badge}>Guide</span> : null}
              </div>
              <p className={styles.comment}>{extension.comment}</p>
              <p className={styles.meta}>
                <span className="sr-only">Tags: </span>
                {extension.tags.map((tag) => (
                  <span key={tag} className={styles.tag}>
                    {tag}
                  </span>
                ))}
                {extension.product ? (
                  <span className={styles.product}>Powers {extension.product}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
