import type { ReactNode } from 'react'
import type { SiteLinks } from '../../lib/site-index/site-links'
import { siteConfig } from '../../site.config'
import { MenuAnchor, MenuExternalLink, MenuHeading, MenuList, MenuPageLink } from './side-menu'
import { SITE_NAV_ID } from './site-nav-id'
import styles from './site-nav.module.css'

/**
 * The page's navigation. On wide screens a `docked` one is the left column (guides, reference);
 * on narrow ones the header's menu button opens it as a modal dialog, which also lists the product
 * areas, external links and the dashboard.
 */
export function SiteNav({
  links,
  children,
  docked = false,
}: {
  links: SiteLinks
  children?: ReactNode
  docked?: boolean
}) {
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
        <MenuHeading>Products</MenuHeading>
        <MenuList>
          {links.areas.map((area) => (
            <li key={area.path}>
              <MenuPageLink path={area.path}>{area.title}</MenuPageLink>
            </li>
          ))}
          {links.references.map((link) => (
            <li key={link.path}>
              <MenuPageLink path={link.path}>{link.title} reference</MenuPageLink>
            </li>
          ))}
          {links.external.map((link) => (
            <li key={link.url}>
              <MenuExternalLink url={link.url}>{link.title}</MenuExternalLink>
            </li>
          ))}
          <li>
            <MenuAnchor href={siteConfig.dashboardUrl}>Dashboard</MenuAnchor>
          </li>
        </MenuList>
      </nav>
    </dialog>
  )
}
