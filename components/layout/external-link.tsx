import type { ReactNode } from 'react'
import { NEW_TAB_NOTE } from '../../lib/markup/new-tab'
import styles from './external-link.module.css'

/** A link that leaves the docs: opens in a new tab and says so. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string
  children: ReactNode
  className?: string
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span aria-hidden="true" className={styles.mark}>
        ↗
      </span>
      <span className="sr-only">{NEW_TAB_NOTE}</span>
    </a>
  )
}
