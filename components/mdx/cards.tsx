import type { ReactNode } from 'react'
import { PageLink } from '../ui/page-link'
import styles from './cards.module.css'

export function Cards({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>
}

export interface CardProps {
  title: string
  href: string
  description?: string
}

export function Card({ title, href, description }: CardProps) {
  return (
    <PageLink path={href} className={styles.card}>
      <span className={styles.title}>{title}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </PageLink>
  )
}

/** Cards that each hold several links, as a list: the reference index. */
export function CardList({ children }: { children: ReactNode }) {
  return <ul className={styles.cards}>{children}</ul>
}

/** One card of a `CardList`: its title links to `href` (under the base path), lines follow. */
export function CardItem({
  title,
  href,
  children,
}: {
  title: string
  href: string
  children: ReactNode
}) {
  return (
    <li className={styles.card}>
      <a href={href} className={styles.title}>
        {title}
      </a>
      {children}
    </li>
  )
}

/** A line of muted text in a card. */
export function CardText({ children }: { children: ReactNode }) {
  return <span className={styles.description}>{children}</span>
}
