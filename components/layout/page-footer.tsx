import Link from 'next/link'
import type { GuidePage } from '../../lib/content/guide-tree'
import { ExternalLink } from './external-link'

export interface PageFooterProps {
  editUrl: string
  updated: Date | null
  previous?: GuidePage
  next?: GuidePage
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })

export function PageFooter({ editUrl, updated, previous, next }: PageFooterProps) {
  return (
    <footer className="page-footer">
      <div className="page-meta">
        <ExternalLink href={editUrl}>Edit this page</ExternalLink>
        {updated ? (
          <p>
            Last updated <time dateTime={updated.toISOString()}>{dateFormat.format(updated)}</time>
          </p>
        ) : null}
      </div>
      <nav aria-label="Previous and next pages" className="pager">
        {previous ? (
          <Link href={previous.href} rel="prev" className="pager-link">
            <span className="pager-label">Previous</span>
            {previous.frontmatter.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link href={next.href} rel="next" className="pager-link pager-next">
            <span className="pager-label">Next</span>
            {next.frontmatter.title}
          </Link>
        ) : null}
      </nav>
    </footer>
  )
}
