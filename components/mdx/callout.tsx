import type { ReactNode } from 'react'
import styles from './callout.module.css'

export type CalloutType = 'note' | 'tip' | 'caution' | 'danger' | 'deprecated'

const labels: Record<CalloutType, string> = {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  danger: 'Danger',
  deprecated: 'Deprecated',
}

export function calloutLabel(type: CalloutType, title?: string): string {
  return title ?? labels[type]
}

export interface CalloutProps {
  type?: CalloutType
  title?: string
  /** The landmark's name when it should be shorter than the title. */
  label?: string
  children: ReactNode
}

export function Callout({ type = 'note', title, label, children }: CalloutProps) {
  return (
    <aside
      className={styles.callout}
      data-type={type}
      aria-label={label ?? calloutLabel(type, title)}
    >
      <p className={styles.title}>{calloutLabel(type, title)}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  )
}
