import Link from 'next/link'
import type { ReactNode } from 'react'
import { siteConfig } from '../../site.config'
import { ExternalLink } from './external-link'
import { MenuButton } from './menu-button'
import { areaLinks, externalLinks, referenceLinks, type NavLink } from './nav-links'
import { ThemeSwitch } from './theme-switch'

function HeaderMenu({ id, label, links }: { id: string; label: string; links: NavLink[] }) {
  return (
    <>
      <button type="button" className="header-menu-trigger" popoverTarget={id}>
        {label}
      </button>
      <div id={id} popover="auto" className="header-popover">
        <ul className="popover-grid">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className="popover-link">
                <span className="popover-link-title">{link.title}</span>
                <span className="popover-link-description">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

/** The site header; `search` is the search button, composed by the app so layout stays below features. */
export function Header({ search }: { search?: ReactNode }) {
  const references = referenceLinks()
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <MenuButton />
        <Link href="/" className="brand" prefetch={false}>
          {siteConfig.name} <span className="brand-docs">Docs</span>
        </Link>
        <nav aria-label="Main" className="header-nav">
          <HeaderMenu id="products-menu" label="Products" links={areaLinks()} />
          {references.length > 0 ? (
            <HeaderMenu id="reference-menu" label="Reference" links={references} />
          ) : null}
          {externalLinks.map((link) => (
            <ExternalLink key={link.href} href={link.href} className="header-link">
              {link.title}
            </ExternalLink>
          ))}
        </nav>
        <div className="header-actions">
          {search}
          <a href={siteConfig.dashboardUrl} className="dashboard-link">
            Dashboard
          </a>
          <ThemeSwitch />
        </div>
      </div>
    </header>
  )
}
