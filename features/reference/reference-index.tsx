import { Landing } from '../../components/layout/landing'
import { CardItem, CardList, CardText } from '../../components/mdx/cards'
import { withBasePath } from '../../lib/address/address'
import type { ReferenceIndexEntry, ReferenceIndexModel } from '../../lib/reference/reference-index'
import type { SiteLinks } from '../../lib/site-index/site-links'
import styles from './reference-index.module.css'

function ReferenceCards({ entries }: { entries: ReferenceIndexEntry[] }) {
  return (
    <div className={styles.index}>
      <CardList>
        {entries.map(({ latest, versions, description }) => (
          <CardItem key={latest.library} title={latest.title} href={withBasePath(latest.path)}>
            {description ? <CardText>{description}</CardText> : null}
            {latest.communityMaintained ? <CardText>Maintained by the community.</CardText> : null}
            <CardText>
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
            </CardText>
          </CardItem>
        ))}
      </CardList>
    </div>
  )
}

/** Every reference, with its versions. */
export function ReferenceIndex({ model, links }: { model: ReferenceIndexModel; links: SiteLinks }) {
  return (
    <Landing links={links}>
      <h1>Reference</h1>
      <p className="lead">
        Every function of the client libraries, every command of the CLI, and every endpoint of the
        management API and the self-hosted servers, with parameters, types and examples you can run.
      </p>
      <ReferenceCards entries={model.libraries} />
      {model.api.length > 0 ? (
        <>
          <h2>Management API</h2>
          <ReferenceCards entries={model.api} />
        </>
      ) : null}
      {model.servers.length > 0 ? (
        <>
          <h2>Self-hosted servers</h2>
          <ReferenceCards entries={model.servers} />
        </>
      ) : null}
    </Landing>
  )
}
