import layout from '../../components/layout/docs-layout.module.css'
import { SiteNav } from '../../components/layout/site-nav'
import callout from '../../components/mdx/callout.module.css'
import '../../components/mdx/code-block.css'
import { sectionsOf, type ReferenceDocument } from '../../lib/reference/document'
import { siteConfig } from '../../site.config'
import { CategoryFilter } from './category-filter'
import { DelegatedCopyButtons } from './delegated-copy-buttons'
import { sectionHtml } from './html/section-html'
import { landOnSectionScript } from './land-on-section-script'
import { ReferenceMenu } from './reference-menu'
import { ReferenceScrollSync } from './reference-scroll-sync'
import { ReferenceSwitcher, type SwitchTarget } from './reference-switcher'
import './reference.css'

const target = (doc: ReferenceDocument, label: string, current: boolean): SwitchTarget => ({
  label,
  href: doc.href,
  ids: sectionsOf(doc).map((section) => section.id),
  current,
})

/** One library at one version: every section on one page, with its menu and switchers. */
export async function ReferenceDocumentPage({
  doc,
  all,
}: {
  doc: ReferenceDocument
  all: ReferenceDocument[]
}) {
  const versions = all.filter((other) => other.library === doc.library)
  const libraries = all.filter((other) => other.latest && other.library !== doc.library)
  const latest = versions.find((other) => other.latest)
  const ids = sectionsOf(doc).map((section) => section.id)

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
          <ReferenceSwitcher
            id="library-switcher"
            label="Library"
            targets={[
              target(latest ?? doc, doc.libraryLabel, true),
              ...libraries.map((other) => target(other, other.libraryLabel, false)),
            ]}
          />
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
              is <a href={`${siteConfig.basePath}${latest.href}`}>{latest.versionLabel}</a>.
            </p>
          </aside>
        ) : null}
        <h1 className="reference-title">{doc.title}</h1>
        {await Promise.all(
          doc.categories.map(async (category) => (
            <div
              key={category.id}
              className="reference-category"
              id={`category-${category.id}`}
              data-category={category.id}
            >
              <p className="reference-category-title">{category.title}</p>
              {await Promise.all(
                category.sections.map(async (section) => (
                  <section
                    key={section.id}
                    className="reference-section"
                    aria-labelledby={section.id}
                    dangerouslySetInnerHTML={{ __html: await sectionHtml(section, doc, 'h2') }}
                  />
                )),
              )}
            </div>
          )),
        )}
      </div>
      <script dangerouslySetInnerHTML={{ __html: landOnSectionScript }} />
      <ReferenceScrollSync docHref={doc.href} ids={ids} />
      <DelegatedCopyButtons />
    </div>
  )
}
