import type { Metadata } from 'next'
import { SiteNav } from '../../components/layout/site-nav'
import cards from '../../components/mdx/cards.module.css'
import { REFERENCE_INDEX_PATH, withBasePath } from '../../lib/address/address'
import { pageMetadata } from '../../lib/page-metadata'
import type { ReferenceDocument } from '../../lib/reference/document'
import { isLibraryId, referenceLibraries } from '../../lib/reference/libraries'
import { latestDocuments, versionsOf } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'
import styles from '../landing.module.css'

export const metadata: Metadata = pageMetadata({
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries, the command-line tool, the management API and the self-hosted servers, with their versions.`,
  canonicalPath: REFERENCE_INDEX_PATH,
})

/** The latest documents of the kinds a group lists, in catalogue order. */
const ofKinds = (docs: ReferenceDocument[], kinds: ReferenceDocument['kind'][]) =>
  docs.filter((doc) => kinds.includes(doc.kind))

function descriptionOf(doc: ReferenceDocument): string | undefined {
  if (!isLibraryId(doc.library)) return undefined
  const library = referenceLibraries[doc.library]
  return 'description' in library ? library.description : undefined
}

function ReferenceCards({ docs }: { docs: ReferenceDocument[] }) {
  return (
    <ul className={`${cards.cards} ${styles.referenceIndex}`}>
      {docs.map((latest) => {
        const versions = versionsOf(latest.library)
        const description = descriptionOf(latest)
        return (
          <li key={latest.library} className={cards.card}>
            <a href={withBasePath(latest.path)} className={cards.title}>
              {latest.title}
            </a>
            {description ? <span className={cards.description}>{description}</span> : null}
            {latest.communityMaintained ? (
              <span className={cards.description}>Maintained by the community.</span>
            ) : null}
            <span className={cards.description}>
              Versions:{' '}
              {versions.map((doc, index) => (
                <span key={doc.version}>
                  {index > 0 ? ', ' : ''}
                  <a href={withBasePath(doc.path)}>
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
  )
}

export default function ReferenceIndex() {
  const latest = latestDocuments()
  const api = ofKinds(latest, ['api'])
  const servers = ofKinds(latest, ['server'])
  return (
    <div className={styles.page}>
      <SiteNav />
      <h1>Reference</h1>
      <p className="lead">
        Every function of the client libraries, every command of the CLI, and every endpoint of the
        management API and the self-hosted servers, with parameters, types and examples you can run.
      </p>
      <ReferenceCards docs={ofKinds(latest, ['client', 'cli'])} />
      {api.length > 0 ? (
        <>
          <h2>Management API</h2>
          <ReferenceCards docs={api} />
        </>
      ) : null}
      {servers.length > 0 ? (
        <>
          <h2>Self-hosted servers</h2>
          <ReferenceCards docs={servers} />
        </>
      ) : null}
    </div>
  )
}
