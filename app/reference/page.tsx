import type { Metadata } from 'next'
import { SiteNav } from '../../components/layout/site-nav'
import cards from '../../components/mdx/cards.module.css'
import { REFERENCE_INDEX_PATH, withBasePath } from '../../lib/address/address'
import { pageMetadata } from '../../lib/page-metadata'
import { latestDocuments, versionsOf } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'
import styles from '../landing.module.css'

export const metadata: Metadata = pageMetadata({
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries and the command-line tool, with their versions.`,
  canonicalPath: REFERENCE_INDEX_PATH,
})

export default function ReferenceIndex() {
  const libraries = latestDocuments()
  return (
    <div className={styles.page}>
      <SiteNav />
      <h1>Reference</h1>
      <p className="lead">
        Every function of the client libraries and every command of the CLI, with parameters, types
        and examples you can run.
      </p>
      <ul className={`${cards.cards} ${styles.referenceIndex}`}>
        {libraries.map((latest) => {
          const versions = versionsOf(latest.library)
          return (
            <li key={latest.library} className={cards.card}>
              <a href={withBasePath(latest.href)} className={cards.title}>
                {latest.title}
              </a>
              {latest.communityMaintained ? (
                <span className={cards.description}>Maintained by the community.</span>
              ) : null}
              <span className={cards.description}>
                Versions:{' '}
                {versions.map((doc, index) => (
                  <span key={doc.version}>
                    {index > 0 ? ', ' : ''}
                    <a href={withBasePath(doc.href)}>
                      {doc.versionLabel}
                      {doc.latest ? ' (latest)' : ''}
                    </a>
                  </span>
                ))}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
