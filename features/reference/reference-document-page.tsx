import { Island } from '../../components/islands/island'
import { DocsColumns } from '../../components/layout/docs-columns'
import { OpenInChat } from '../../components/layout/open-in-chat'
import { SiteNav } from '../../components/layout/site-nav'
import { Callout } from '../../components/mdx/callout'
import {
  absoluteUrl,
  markdownTwinPath,
  sectionsFragmentPath,
  withBasePath,
} from '../../lib/address/address'
import { sectionsOf, type ReferenceDocument } from '../../lib/reference/document'
import type { ReferencePageModel } from '../../lib/reference/reference-page'
import { sectionsContainer } from '../../lib/reference/sections-container'
import type { SiteLinks } from '../../lib/site-index/site-links'
import { CategoryFilter } from './category-filter'
import { earlySwitchScript } from './early-switch-script'
import { landOnSectionScript } from './land-on-section-script'
import { ReferenceDocumentFollower } from './reference-document-follower'
import { REFERENCE_ISLAND_NAMES } from './reference-island-names'
import { ReferenceMenu } from './reference-menu'
import { ReferenceSwitcher, type SwitchTarget } from './reference-switcher'
import './reference.css'

/** `other` as a switch target from `doc`, with the sections of `doc` it lacks. */
function target(doc: ReferenceDocument, other: ReferenceDocument, label: string): SwitchTarget {
  const has = new Set(sectionsOf(other).map((section) => section.id))
  return {
    label,
    path: other.path,
    missing: sectionsOf(doc)
      .map((section) => section.id)
      .filter((id) => !has.has(id)),
    current: other === doc,
  }
}

/** A switcher of libraries or versions, an island in the page's static HTML. */
function SwitcherIsland(props: { id: string; label: string; targets: SwitchTarget[] }) {
  return (
    <Island name={REFERENCE_ISLAND_NAMES.switcher} props={props}>
      <ReferenceSwitcher {...props} />
    </Island>
  )
}

/**
 * One library at one version: every section on one page, with its menu and switchers. The page is
 * static HTML (`lib/export/static-html.ts`); the switchers, the category filter and what follows
 * the reader's scrolling are islands, so the page starts without Next.js's router.
 */
export function ReferenceDocumentPage({
  model,
  links,
}: {
  model: ReferencePageModel
  links: SiteLinks
}) {
  const { doc, versions, latest, otherLibraries: libraries } = model
  const sectionsSrc = withBasePath(sectionsFragmentPath(doc.path))

  return (
    <DocsColumns isStatic>
      <SiteNav links={links} docked>
        <ReferenceMenu docPath={doc.path} label={doc.libraryLabel} />
      </SiteNav>
      <div className="reference-main">
        <div className="reference-toolbar">
          {libraries.length > 0 ? (
            <SwitcherIsland
              id="library-switcher"
              label="Library"
              targets={[
                { ...target(doc, latest ?? doc, doc.libraryLabel), current: true },
                ...libraries.map((other) => target(doc, other, other.libraryLabel)),
              ]}
            />
          ) : null}
          {versions.length > 1 ? (
            <SwitcherIsland
              id="version-switcher"
              label="Version"
              targets={versions.map((other) => target(doc, other, other.versionLabel))}
            />
          ) : (
            <span className="version-label">{doc.versionLabel}</span>
          )}
          {doc.filters.length > 0 ? (
            <Island name={REFERENCE_ISLAND_NAMES.categoryFilter} props={{ filters: doc.filters }}>
              <CategoryFilter filters={doc.filters} />
            </Island>
          ) : null}
        </div>
        {!doc.latest && latest ? (
          <Callout
            type="caution"
            title={`You are reading the ${doc.versionLabel} reference`}
            label="Older version"
          >
            <p>
              {doc.versionLabel} is an older version of the {doc.libraryLabel} library. The latest
              is <a href={withBasePath(latest.path)}>{latest.versionLabel}</a>.
            </p>
          </Callout>
        ) : null}
        <h1 className="reference-title">{doc.title}</h1>
        <p className="reference-document-actions" data-pagefind-ignore>
          <a href={withBasePath(markdownTwinPath(doc.path))}>View as Markdown</a>
          <OpenInChat markdownUrl={absoluteUrl(markdownTwinPath(doc.path))} />
        </p>
        {/* Before the sections, to land on the reader's as soon as it is parsed; and a switch
            picked before the app has loaded keeps the section. */}
        <script
          dangerouslySetInnerHTML={{ __html: `${landOnSectionScript};${earlySwitchScript}` }}
        />
        <div
          id={sectionsContainer.id}
          className="reference-body"
          {...{ [sectionsContainer.srcAttribute]: sectionsSrc }}
          // Filled after the build with the sections' static HTML; React never renders them.
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      </div>
      <Island
        name={REFERENCE_ISLAND_NAMES.documentFollower}
        props={{ docPath: doc.path, sectionsSrc }}
      >
        <ReferenceDocumentFollower docPath={doc.path} sectionsSrc={sectionsSrc} />
      </Island>
    </DocsColumns>
  )
}
