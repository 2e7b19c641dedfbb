import type { ReactNode } from 'react'
import { menuFragmentPath } from '../../lib/address/address'
import { versionedMenuHref } from '../../lib/export/menu-version'
import type { SiteLinks } from '../../lib/site-index/site-links'
import { siteConfig } from '../../site.config'
import { SITE_NAV_PRODUCTS_MENU, siteNavProductsHtml } from './menu-html'
import { MenuSlot } from './menu-slot'
import { SITE_NAV_ID } from './site-nav-id'
import styles from './site-nav.module.css'

/**
 * The page's navigation. On wide screens a `docked` one is the left column (guides, reference);
 * on narrow ones the header's menu button opens it as a modal dialog, which also lists the product
 * areas, external links and the dashboard: a menu fetched when the reader opens the dialog.
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
      <MenuSlot
        as="nav"
        aria-label="Products"
        className={styles.global}
        src={versionedMenuHref(
          menuFragmentPath(SITE_NAV_PRODUCTS_MENU),
          siteNavProductsHtml(links, siteConfig.dashboardUrl),
        )}
        fetchOnOpen
      />
    </dialog>
  )
}
