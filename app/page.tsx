import type { Metadata } from 'next'
import Link from 'next/link'
import { areaLinks, referenceLinks } from '../components/layout/nav-links'
import { SiteNav } from '../components/layout/site-nav'
import { getGuideTree } from '../lib/content/guides'
import { pageMetadata } from '../lib/page-metadata'
import { siteConfig } from '../site.config'

export const metadata: Metadata = {
  ...pageMetadata({
    title: `${siteConfig.name} documentation`,
    description: `Learn ${siteConfig.name}: a Postgres database with authentication, file storage, edge functions, realtime messaging and vector search, with guides, references and working code.`,
    canonicalPath: '/',
  }),
  title: { absolute: `${siteConfig.name} Docs` },
}

const gettingStarted = ['/guides/getting-started', '/guides/getting-started/quickstarts/nextjs']

export default function HomePage() {
  const pages = getGuideTree().pages
  const references = referenceLinks()
  const quickLinks = pages.filter(
    (page) => gettingStarted.includes(page.href) || page.href.includes('/quickstarts/'),
  )
  return (
    <div className="home">
      <SiteNav />
      <section className="hero">
        <h1>{siteConfig.name} documentation</h1>
        <p className="lead">
          {siteConfig.name} gives every project a dedicated Postgres database with authentication,
          file storage, edge functions, realtime messaging and vector search around it. Learn each
          piece, copy working code, and look up the tools you build with.
        </p>
        <div className="hero-actions">
          <Link href="/guides/getting-started" className="button-primary" prefetch={false}>
            Start building
          </Link>
          <Link
            href="/guides/getting-started/architecture"
            className="button-secondary"
            prefetch={false}
          >
            How it fits together
          </Link>
        </div>
      </section>
      <section aria-labelledby="quick-start">
        <h2 id="quick-start">Get started</h2>
        <ul className="quick-links">
          {quickLinks.map((page) => (
            <li key={page.href}>
              <Link href={page.href} prefetch={false}>
                {page.frontmatter.sidebarTitle ?? page.frontmatter.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="products">
        <h2 id="products">Products</h2>
        <div className="cards">
          {areaLinks().map((area) => (
            <Link key={area.href} href={area.href} className="card" prefetch={false}>
              <span className="card-title">{area.title}</span>
              <span className="card-description">{area.description}</span>
            </Link>
          ))}
        </div>
      </section>
      {references.length > 0 ? (
        <section aria-labelledby="references">
          <h2 id="references">Reference</h2>
          <div className="cards">
            {references.map((reference) => (
              <Link key={reference.href} href={reference.href} className="card" prefetch={false}>
                <span className="card-title">{reference.title}</span>
                <span className="card-description">{reference.description}</span>
              </Link>
            ))}
            <Link href="/reference" className="card" prefetch={false}>
              <span className="card-title">All references</span>
              <span className="card-description">Every library and version in one list.</span>
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  )
}
