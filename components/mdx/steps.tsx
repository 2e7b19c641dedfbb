import type { ReactNode } from 'react'
import styles from './steps.module.css'

/**
 * A numbered procedure: each heading of its top level inside (`##`, else `###`) starts a step,
 * numbered by CSS counters.
 */
export function Steps({ children }: { children: ReactNode }) {
  return <div className={styles.steps}>{children}</div>
}
