'use client'

import { useMemo, useSyncExternalStore } from 'react'
import type { TocEntry } from '../../../lib/mdx/headings'
import { createActiveHeadingStore } from './active-heading-store'
import styles from './table-of-contents.module.css'

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const store = useMemo(() => createActiveHeadingStore(entries.map((entry) => entry.id)), [entries])
  const active = useSyncExternalStore(store.subscribe, store.getSnapshot, () => null)

  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.title}>On this page</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              onClick={() => store.set(entry.id)}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
