import type { ReactNode } from 'react'
import { menuFragmentPath } from '../../lib/address/address'
import { versionedMenuHref } from '../../lib/export/menu-version'
import type { SiteLinks } from '../../lib/site-index/site-links'
import { siteConfig } from '../../site.config'
import { SITE_NAV_PRODUCTS_MENU, siteNavProductsHtml } from './menu-html'
import { MenuSlot } from './menu-slot'
import { SITE_NAV_COLUMN_ID, SITE_NAV_COLUMN_SLOT, SITE_NAV_ID } from './site-nav-id'
import styles from './site-nav.module.css'

/**
 * The page's navigation. On narrow screens the header's menu button opens it as a modal dialog,
 * which also lists the product areas, external links and the dashboard: a menu fetched when the
 * reader opens the dialog. A `docked` one (guides, reference) is also the left column on wide
 * screens: its menus sit in a plain column, which the menu button lends to the dialog while it is
 * open, so the page holds them once and the column is not a dialog.
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
  const dialog = (
    <dialog id={SITE_NAV_ID} className={styles.nav} aria-label="Site navigation">
      <form method="dialog" className={styles.close}>
        <button type="submit" aria-label="Close menu">
          ×
        </button>
      </form>
      <div {...{ [SITE_NAV_COLUMN_SLOT]: '' }}>{docked ? null : children}</div>
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
  if (!docked) return dialog
  return (
    <>
      <div id={SITE_NAV_COLUMN_ID} className={styles.column}>
        {children}
      </div>
      {dialog}
    </>
  )
}
