import type { ReactNode } from 'react'
import { markupAttributes } from '../../lib/markup/names'
import { calloutLabel, type CalloutType } from './callout'
import styles from './callout.module.css'
import { hideClosedAlertScript } from './hide-closed-alert-script'

export interface AlertProps {
  /** Remembers the reader's choice: an alert closed once stays closed on every page that shows it. */
  id: string
  type?: Exclude<CalloutType, 'deprecated'>
  title?: string
  children: ReactNode
}

/**
 * A callout the reader can close, static HTML: the markup's behaviour closes it and remembers it
 * (`lib/markup/markup-behaviour.ts`), and its inline script hides it before paint on later pages.
 */
export function Alert({ id, type = 'note', title, children }: AlertProps) {
  const label = calloutLabel(type, title)
  return (
    <>
      <aside className={styles.callout} data-type={type} data-alert={id} aria-label={label}>
        <p className={styles.title}>{label}</p>
        <div className={styles.body}>{children}</div>
        <button
          type="button"
          className={styles.close}
          aria-label={`Close: ${label}`}
          {...{ [markupAttributes.alertClose]: id }}
        >
          ×
        </button>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: hideClosedAlertScript(id) }} />
    </>
  )
}
