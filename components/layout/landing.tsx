import type { ReactNode } from 'react'
import { staticHtml } from '../../lib/export/static-html'
import type { NavLink, SiteLinks } from '../../lib/site-index/site-links'
import { PageLink } from '../ui/page-link'
import styles from './landing.module.css'
import { SiteNav } from './site-nav'

/**
 * A page without side menu (home, reference index, not found): one centred column of static HTML
 * (`lib/export/static-html.ts`).
 */
export function Landing({ links, children }: { links: SiteLinks; children: ReactNode }) {
  return (
    <div className={styles.page} {...staticHtml}>
      <SiteNav links={links} />
      {children}
    </div>
  )
}

/** A wrapping row of links to pages of the docs, named by the heading `labelledBy` points at. */
export function QuickLinks({ links, labelledBy }: { links: NavLink[]; labelledBy?: string }) {
  return (
    <ul className={styles.quickLinks} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.path}>
          <PageLink path={link.path}>{link.title}</PageLink>
        </li>
      ))}
    </ul>
  )
}
