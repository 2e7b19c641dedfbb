import type { GuidePage } from '../../lib/content/guide-tree'
import { PageLink } from '../ui/page-link'
import { ExternalLink } from './external-link'
import styles from './page-footer.module.css'

export interface PageFooterProps {
  editUrl: string
  updated: Date | null
  previous?: GuidePage
  next?: GuidePage
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })

export function PageFooter({ editUrl, updated, previous, next }: PageFooterProps) {
  return (
    <footer className={styles.footer} data-pagefind-ignore>
      <div className={styles.meta}>
        <ExternalLink href={editUrl}>Edit this page</ExternalLink>
        {updated ? (
          <p>
            Last updated <time dateTime={updated.toISOString()}>{dateFormat.format(updated)}</time>
          </p>
        ) : null}
      </div>
      <nav aria-label="Previous and next pages" className={styles.pager}>
        {previous ? (
          <PageLink path={previous.path} rel="prev" className={styles.pagerLink}>
            <span className={styles.pagerLabel}>Previous</span>
            {previous.frontmatter.title}
          </PageLink>
        ) : (
          <span />
        )}
        {next ? (
          <PageLink path={next.path} rel="next" className={`${styles.pagerLink} ${styles.next}`}>
            <span className={styles.pagerLabel}>Next</span>
            {next.frontmatter.title}
          </PageLink>
        ) : null}
      </nav>
    </footer>
  )
}
