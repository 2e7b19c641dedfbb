import type { Metadata } from 'next'
import Link from 'next/link'
import { areaLinks, referenceLinks } from '../components/layout/nav-links'
import { SiteNav } from '../components/layout/site-nav'
import { Card, Cards } from '../components/mdx/cards'
import { getGuideTree } from '../lib/content/guides'
import { pageMetadata } from '../lib/page-metadata'
import { siteConfig } from '../site.config'
import styles from './landing.module.css'

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
    (page) => gettingStarted.includes(page.path) || page.path.includes('/quickstarts/'),
  )
  return (
    <div className={styles.page}>
      <SiteNav />
      <section className={styles.hero}>
        <h1>{siteConfig.name} documentation</h1>
        <p className="lead">
          {siteConfig.name} gives every project a dedicated Postgres database with authentication,
          file storage, edge functions, realtime messaging and vector search around it. Learn each
          piece, copy working code, and look up the tools you build with.
        </p>
        <div className={styles.actions}>
          <Link href="/guides/getting-started" className={styles.primary} prefetch={false}>
            Start building
          </Link>
          <Link
            href="/guides/getting-started/architecture"
            className={styles.secondary}
            prefetch={false}
          >
            How it fits together
          </Link>
        </div>
      </section>
      <section aria-labelledby="quick-start">
        <h2 id="quick-start">Get started</h2>
        <ul className={styles.quickLinks}>
          {quickLinks.map((page) => (
            <li key={page.path}>
              <Link href={page.path} prefetch={false}>
                {page.frontmatter.sidebarTitle ?? page.frontmatter.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="products">
        <h2 id="products">Products</h2>
        <Cards>
          {areaLinks().map((area) => (
            <Card
              key={area.href}
              href={area.href}
              title={area.title}
              description={area.description}
            />
          ))}
        </Cards>
      </section>
      {references.length > 0 ? (
        <section aria-labelledby="references">
          <h2 id="references">Reference</h2>
          <Cards>
            {references.map((reference) => (
              <Card
                key={reference.href}
                href={reference.href}
                title={reference.title}
                description={reference.description}
              />
            ))}
            <Card
              href="/reference"
              title="All references"
              description="Every library and version in one list."
            />
          </Cards>
        </section>
      ) : null}
    </div>
  )
}
