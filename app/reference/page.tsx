import type { Metadata } from 'next'
import { SiteNav } from '../../components/layout/site-nav'
import { withBasePath } from '../../lib/address/address'
import { getReferences } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'

export const metadata: Metadata = {
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries and the command-line tool, with their versions.`,
}

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
              <a href={withBasePath(latest.href)} className="card-title">
                {latest.title}
              </a>
              <span className="card-description">
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
