import type { Metadata } from 'next'
import { SiteNav } from '../../components/layout/site-nav'
import { pageMetadata } from '../../lib/page-metadata'
import { getReferences } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'

export const metadata: Metadata = pageMetadata({
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries and the command-line tool, with their versions.`,
  canonicalPath: '/reference',
})

export default function ReferenceIndex() {
  const references = getReferences()
  const libraries = [...new Set(references.map((doc) => doc.library))]
  return (
    <div className="home">
      <SiteNav />
      <h1>Reference</h1>
      <p className="lead">
        Every function of the client libraries and every command of the CLI, with parameters, types
        and examples you can run.
      </p>
      <ul className="cards reference-index">
        {libraries.map((library) => {
          const versions = references.filter((doc) => doc.library === library)
          const latest = versions.find((doc) => doc.latest) ?? versions[0]
          if (!latest) return null
          return (
            <li key={library} className="card">
              <a href={`${siteConfig.basePath}${latest.href}`} className="card-title">
                {latest.title}
              </a>
              <span className="card-description">
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
