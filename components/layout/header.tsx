import Link from 'next/link'
import { siteConfig } from '../../site.config'
import { ExternalLink } from './external-link'
import { MenuButton } from './menu-button'
import { areaLinks, externalLinks } from './nav-links'
import { ThemeSwitch } from './theme-switch'

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <MenuButton />
        <Link href="/" className="brand" prefetch={false}>
          {siteConfig.name} <span className="brand-docs">Docs</span>
        </Link>
        <nav aria-label="Main" className="header-nav">
          <button type="button" className="header-menu-trigger" popoverTarget="products-menu">
            Products
          </button>
          <div id="products-menu" popover="auto" className="header-popover">
            <ul className="popover-grid">
              {areaLinks().map((area) => (
                <li key={area.href}>
                  <Link href={area.href} prefetch={false} className="popover-link">
                    <span className="popover-link-title">{area.title}</span>
                    <span className="popover-link-description">{area.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {externalLinks.map((link) => (
            <ExternalLink key={link.href} href={link.href} className="header-link">
              {link.title}
            </ExternalLink>
          ))}
        </nav>
        <div className="header-actions">
          <a href={siteConfig.dashboardUrl} className="dashboard-link">
            Dashboard
          </a>
          <ThemeSwitch />
        </div>
      </div>
    </header>
  )
}
