import type { ReactNode } from 'react'
import { staticHtml } from '../../lib/export/static-html'
import layout from './docs-layout.module.css'

/**
 * The columns of guide and reference pages: the docked navigation, the content and, with
 * `withToc`, a column for the table of contents on wide screens. `isStatic` columns are static
 * HTML (`lib/export/static-html.ts`): whatever in them is interactive is an island.
 */
export function DocsColumns({
  withToc = false,
  isStatic = false,
  children,
}: {
  withToc?: boolean
  isStatic?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={withToc ? `${layout.columns} ${layout.withToc}` : layout.columns}
      {...(isStatic ? staticHtml : {})}
    >
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
