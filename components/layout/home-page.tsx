import type { HomePageModel } from '../../lib/site-index/home-page'
import { siteConfig } from '../../site.config'
import { Card, Cards } from '../mdx/cards'
import { PageLink } from '../ui/page-link'
import styles from './home-page.module.css'
import { Landing, QuickLinks } from './landing'

/** The docs' home: what the platform is, where to start, every product area and reference. */
export function HomePage({ model }: { model: HomePageModel }) {
  const { links, startGroups } = model
  return (
    <Landing links={links}>
      <section className={styles.hero}>
        <h1>{siteConfig.name} documentation</h1>
        <p className="lead">
          {siteConfig.name} gives every project a dedicated Postgres database with authentication,
          file storage, edge functions, realtime messaging and vector search around it. Learn each
          piece, copy working code, and look up the tools you build with.
        </p>
        <div className={styles.actions}>
          <PageLink path="/guides/getting-started" className={styles.primary}>
            Start building
          </PageLink>
          <PageLink path="/guides/getting-started/architecture" className={styles.secondary}>
            How it fits together
          </PageLink>
        </div>
      </section>
      <section aria-labelledby="quick-start">
        <h2 id="quick-start">Get started</h2>
        <div className={styles.startGroups}>
          {startGroups.map((group) => (
            <div key={group.id}>
              <h3 id={`start-${group.id}`}>{group.title}</h3>
              <QuickLinks
                labelledBy={`start-${group.id}`}
                links={group.links.map((link) => ({ title: link.label, path: link.path }))}
              />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="products">
        <h2 id="products">Products</h2>
        <Cards>
          {links.areas.map((area) => (
            <Card
              key={area.path}
              href={area.path}
              title={area.title}
              description={area.description}
            />
          ))}
        </Cards>
      </section>
      {links.references.length > 0 ? (
        <section aria-labelledby="references">
          <h2 id="references">Reference</h2>
          <Cards>
            {links.references.map((reference) => (
              <Card
                key={reference.path}
                href={reference.path}
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
    </Landing>
  )
}
