import type { ReactNode } from 'react'
import type { NavLink, SiteLinks } from '../../lib/site-index/site-links'
import { siteConfig } from '../../site.config'
import { PageLink } from '../ui/page-link'
import { ExternalLink } from './external-link'
import styles from './header.module.css'
import { MenuButton } from './menu-button'
import { ThemeSwitch } from './theme-switch'

function HeaderMenu({ id, label, links }: { id: string; label: string; links: NavLink[] }) {
  return (
    <>
      <button type="button" className={styles.menuTrigger} popoverTarget={id}>
        {label}
      </button>
      <div id={id} popover="auto" className={styles.popover}>
        <ul className={styles.popoverGrid}>
          {links.map((link) => (
            <li key={link.path}>
              <PageLink path={link.path} className={styles.popoverLink}>
                <span className={styles.popoverLinkTitle}>{link.title}</span>
                <span className={styles.popoverLinkDescription}>{link.description}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

/** The site header; `search` is the search button, composed by the app so layout stays below features. */
export function Header({ links, search }: { links: SiteLinks; search?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <MenuButton />
        <PageLink path="/" className={styles.brand}>
          {siteConfig.name} <span className={styles.brandDocs}>Docs</span>
        </PageLink>
        <nav aria-label="Main" className={styles.nav}>
          <HeaderMenu id="products-menu" label="Products" links={links.areas} />
          {links.references.length > 0 ? (
            <HeaderMenu id="reference-menu" label="Reference" links={links.references} />
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
          <ThemeSwitch />
        </div>
      </div>
    </header>
  )
}
