import layout from '../../components/layout/docs-layout.module.css'
import { SiteNav } from '../../components/layout/site-nav'
import callout from '../../components/mdx/callout.module.css'
import { sectionsFragmentPath, withBasePath } from '../../lib/address/address'
import { sectionsOf, type ReferenceDocument } from '../../lib/reference/document'
import { latestDocuments, versionsOf } from '../../lib/reference/references'
import { sectionsContainer } from '../../lib/reference/sections-container'
import { CategoryFilter } from './category-filter'
import { landOnSectionScript } from './land-on-section-script'
import { ReferenceMenu } from './reference-menu'
import { ReferenceScrollSync } from './reference-scroll-sync'
import { ReferenceSections } from './reference-sections'
import { ReferenceSwitcher, type SwitchTarget } from './reference-switcher'
import './reference.css'

const target = (doc: ReferenceDocument, label: string, current: boolean): SwitchTarget => ({
  label,
  href: doc.href,
  ids: sectionsOf(doc).map((section) => section.id),
  current,
})

/** One library at one version: every section on one page, with its menu and switchers. */
export function ReferenceDocumentPage({ doc }: { doc: ReferenceDocument }) {
  const versions = versionsOf(doc.library)
  const libraries =
    doc.kind === 'client'
      ? latestDocuments().filter(
          (other) => other.kind === 'client' && other.library !== doc.library,
        )
      : []
  const latest = versions.find((other) => other.latest)
  const ids = sectionsOf(doc).map((section) => section.id)
  const sectionsSrc = withBasePath(sectionsFragmentPath(doc.href))

  return (
    <div className={layout.columns}>
      <SiteNav docked>
        <ReferenceMenu
          docHref={doc.href}
          label={doc.libraryLabel}
          filterIds={doc.filters.map((filter) => filter.id)}
          categories={doc.categories.map((category) => ({
            id: category.id,
            title: category.title,
            sections: category.sections.map((section) => ({
              id: section.id,
              title: section.title,
            })),
          }))}
        />
      </SiteNav>
      <div className="reference-main">
        <div className="reference-toolbar">
          {libraries.length > 0 ? (
            <ReferenceSwitcher
              id="library-switcher"
              label="Library"
              targets={[
                target(latest ?? doc, doc.libraryLabel, true),
                ...libraries.map((other) => target(other, other.libraryLabel, false)),
              ]}
            />
          ) : null}
          {versions.length > 1 ? (
            <ReferenceSwitcher
              id="version-switcher"
              label="Version"
              targets={versions.map((other) => target(other, other.versionLabel, other === doc))}
            />
          ) : (
            <span className="version-label">{doc.versionLabel}</span>
          )}
          {doc.filters.length > 0 ? <CategoryFilter filters={doc.filters} /> : null}
        </div>
        {!doc.latest && latest ? (
          <aside className={callout.callout} data-type="caution" aria-label="Older version">
            <p className={callout.title}>You are reading the {doc.versionLabel} reference</p>
            <p>
              {doc.versionLabel} is an older version of the {doc.libraryLabel} library. The latest
              is <a href={withBasePath(latest.href)}>{latest.versionLabel}</a>.
            </p>
          </aside>
        ) : null}
        <h1 className="reference-title">{doc.title}</h1>
        <div
          id={sectionsContainer.id}
          className="reference-body"
          {...{ [sectionsContainer.srcAttribute]: sectionsSrc }}
          // Filled after the build with the sections' static HTML; React never renders them.
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      </div>
      <script dangerouslySetInnerHTML={{ __html: landOnSectionScript }} />
      <ReferenceSections src={sectionsSrc}>
        <ReferenceScrollSync docHref={doc.href} ids={ids} />
      </ReferenceSections>
    </div>
  )
}
