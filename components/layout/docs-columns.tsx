import type { ReactNode } from 'react'
import layout from './docs-layout.module.css'

/**
 * The columns of guide and reference pages: the docked navigation, the content and, with
 * `withToc`, a column for the table of contents on wide screens.
 */
export function DocsColumns({
  withToc = false,
  children,
}: {
  withToc?: boolean
  children: ReactNode
}) {
  return (
    <div className={withToc ? `${layout.columns} ${layout.withToc}` : layout.columns}>
      {children}
    </div>
  )
}

/** The article column, the part of the page search indexes. */
export function DocsArticle({ children }: { children: ReactNode }) {
  return (
    <article className={layout.article} data-pagefind-body>
      {children}
    </article>
  )
}

/** The table of contents column, shown on wide screens. */
export function TocColumn({ children }: { children: ReactNode }) {
  return <aside className={layout.tocColumn}>{children}</aside>
}
