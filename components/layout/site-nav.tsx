import Link from 'next/link'
import type { ReactNode } from 'react'
import { siteConfig } from '../../site.config'
import { ExternalLink } from './external-link'
import { areaLinks, externalLinks, referenceLinks } from './nav-links'
import menu from './side-menu.module.css'
import { SITE_NAV_ID } from './site-nav-id'
import styles from './site-nav.module.css'

/**
 * The page's navigation. On wide screens a `docked` one is the left column (guides, reference);
 * on narrow ones the header's menu button opens it as a modal dialog, which also lists the product
 * areas, external links and the dashboard.
 */
export function SiteNav({ children, docked = false }: { children?: ReactNode; docked?: boolean }) {
  return (
    <dialog
      id={SITE_NAV_ID}
      className={docked ? `${styles.nav} ${styles.docked}` : styles.nav}
      aria-label="Site navigation"
    >
      <form method="dialog" className={styles.close}>
        <button type="submit" aria-label="Close menu">
          ×
        </button>
      </form>
      {children}
      <nav aria-label="Products" className={styles.global}>
        <p className={menu.section}>Products</p>
        <ul className={menu.list}>
          {areaLinks().map((area) => (
            <li key={area.href}>
              <Link href={area.href} prefetch={false} className={menu.link}>
                {area.title}
              </Link>
            </li>
          ))}
          {referenceLinks().map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className={menu.link}>
                {link.title} reference
              </Link>
            </li>
          ))}
          {externalLinks.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} className={menu.link}>
                {link.title}
              </ExternalLink>
            </li>
          ))}
          <li>
            <a href={siteConfig.dashboardUrl} className={menu.link}>
              Dashboard
            </a>
          </li>
        </ul>
      </nav>
    </dialog>
  )
}
