import type { ReactNode } from 'react'
import { menuFragmentPath } from '../../lib/address/address'
import { versionedMenuHref } from '../../lib/export/menu-version'
import { staticHtml } from '../../lib/export/static-html'
import type { SiteLinks } from '../../lib/site-index/site-links'
import { siteConfig } from '../../site.config'
import { Island } from '../islands/island'
import { PageLink } from '../ui/page-link'
import { CHROME_ISLAND_NAMES } from './chrome-island-names'
import { ExternalLink } from './external-link'
import styles from './header.module.css'
import { MenuButton } from './menu-button'
import { HEADER_MENUS, headerMenuHtmlOf, type HeaderMenu } from './menu-html'
import { MenuSlot } from './menu-slot'
import { ThemeSwitch } from './theme-switch'

function HeaderMenu({
  id,
  label,
  menu,
  links,
}: {
  id: string
  label: string
  menu: HeaderMenu
  links: SiteLinks
}) {
  return (
    <>
      <button type="button" className={styles.menuTrigger} popoverTarget={id}>
        {label}
      </button>
      <MenuSlot
        as="div"
        src={versionedMenuHref(menuFragmentPath(`/header/${menu}`), headerMenuHtmlOf(links, menu))}
        fetchOnOpen
        id={id}
        popover="auto"
        className={styles.popover}
      />
    </>
  )
}

/** The site header; `search` is the search button, composed by the app so layout stays below features. */
export function Header({ links, search }: { links: SiteLinks; search?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Island name={CHROME_ISLAND_NAMES.menuButton} props={{}}>
          <MenuButton />
        </Island>
        <PageLink path="/" className={styles.brand}>
          {siteConfig.name} <span className={styles.brandDocs}>Docs</span>
        </PageLink>
        <nav aria-label="Main" className={styles.nav} {...staticHtml}>
          <HeaderMenu
            id="products-menu"
            label="Products"
            menu={HEADER_MENUS.products}
            links={links}
          />
          {links.references.length > 0 ? (
            <HeaderMenu
              id="reference-menu"
              label="Reference"
              menu={HEADER_MENUS.references}
              links={links}
            />
          ) : null}
          {links.external.map((link) => (
            <ExternalLink key={link.url} href={link.url} className={styles.link}>
              {link.title}
            </ExternalLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {search}
          <a href={siteConfig.dashboardUrl} className={styles.dashboardLink}>
            Dashboard
          </a>
          <Island name={CHROME_ISLAND_NAMES.themeSwitch} props={{}}>
            <ThemeSwitch />
          </Island>
        </div>
      </div>
    </header>
  )
}
