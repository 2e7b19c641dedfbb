import Link from 'next/link'
import type { ReactNode } from 'react'

export function Cards({ children }: { children: ReactNode }) {
  return <div className="cards">{children}</div>
}

export interface CardProps {
  title: string
  href: string
  description?: string
}

export function Card({ title, href, description }: CardProps) {
  return (
    <Link href={href} className="card" prefetch={false}>
      <span className="card-title">{title}</span>
      {description ? <span className="card-description">{description}</span> : null}
    </Link>
  )
}
