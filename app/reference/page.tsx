import type { Metadata } from 'next'
import { SiteNav } from '../../components/layout/site-nav'
import cards from '../../components/mdx/cards.module.css'
import { getReferences } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'
import styles from '../landing.module.css'

export const metadata: Metadata = {
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries and the command-line tool, with their versions.`,
}

export default function ReferenceIndex() {
  const references = getReferences()
  const libraries = [...new Set(references.map((doc) => doc.library))]
  return (
    <div className={styles.page}>
      <SiteNav />
      <h1>Reference</h1>
      <p className="lead">
        Every function of the client libraries and every command of the CLI, with parameters, types
        and examples you can run.
      </p>
      <ul className={`${cards.cards} ${styles.referenceIndex}`}>
        {libraries.map((library) => {
          const versions = references.filter((doc) => doc.library === library)
          const latest = versions.find((doc) => doc.latest) ?? versions[0]
          if (!latest) return null
          return (
            <li key={library} className={cards.card}>
              <a href={`${siteConfig.basePath}${latest.href}`} className={cards.title}>
                {latest.title}
              </a>
              <span className={cards.description}>
                Versions:{' '}
                {versions.map((doc, index) => (
                  <span key={doc.version}>
                    {index > 0 ? ', ' : ''}
                    <a href={`${siteConfig.basePath}${doc.href}`}>
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
