import type { Metadata } from 'next'
import { SiteNav } from '../../components/layout/site-nav'
import { REFERENCE_INDEX_PATH, withBasePath } from '../../lib/address/address'
import { pageMetadata } from '../../lib/page-metadata'
import { latestDocuments, versionsOf } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'

export const metadata: Metadata = pageMetadata({
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries and the command-line tool, with their versions.`,
  canonicalPath: REFERENCE_INDEX_PATH,
})

export default function ReferenceIndex() {
  const libraries = latestDocuments()
  return (
    <div className="home">
      <SiteNav />
      <h1>Reference</h1>
      <p className="lead">
        Every function of the client libraries and every command of the CLI, with parameters, types
        and examples you can run.
      </p>
      <ul className="cards reference-index">
        {libraries.map((latest) => {
          const versions = versionsOf(latest.library)
          return (
            <li key={latest.library} className="card">
              <a href={withBasePath(latest.href)} className="card-title">
                {latest.title}
              </a>
              {latest.communityMaintained ? (
                <span className="card-description">Maintained by the community.</span>
              ) : null}
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
