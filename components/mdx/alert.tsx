'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { readStoredText, saveStoredTexts, subscribeStored } from '../../lib/browser/stored-value'
import { alertStorageKey } from './alert-storage-key'
import { calloutLabel, type CalloutType } from './callout'
import styles from './callout.module.css'

export interface AlertProps {
  /** Remembers the reader's choice: an alert closed once stays closed on every page that shows it. */
  id: string
  type?: Exclude<CalloutType, 'deprecated'>
  title?: string
  children: ReactNode
}

export function Alert({ id, type = 'note', title, children }: AlertProps) {
  const dismissed = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(alertStorageKey(id)) === 'true',
    () => false,
  )

  if (dismissed) return null
  const label = calloutLabel(type, title)
  return (
    <aside className={styles.callout} data-type={type} data-alert={id} aria-label={label}>
      <p className={styles.title}>{label}</p>
      <div className={styles.body}>{children}</div>
      <button
        type="button"
        className={styles.close}
        aria-label={`Close: ${label}`}
        onClick={() => saveStoredTexts({ [alertStorageKey(id)]: 'true' })}
      >
        ×
      </button>
    </aside>
  )
}
