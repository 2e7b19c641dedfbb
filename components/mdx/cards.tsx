import Link from 'next/link'
import type { ReactNode } from 'react'
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
    <Link href={href} className={styles.card} prefetch={false}>
      <span className={styles.title}>{title}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </Link>
  )
}
