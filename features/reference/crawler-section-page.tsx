import type { DocSection, ReferenceDocument } from '../../lib/reference/document'
import { siteConfig } from '../../site.config'
import { SectionView } from './section-view'

/** A section alone, for search engines: its title is the page's one h1. */
export function CrawlerSectionPage({
  doc,
  section,
}: {
  doc: ReferenceDocument
  section: DocSection
}) {
  return (
    <article className="article reference-crawler">
      <p className="breadcrumbs">
        <a href={`${siteConfig.basePath}${doc.href}`}>{doc.title}</a>
      </p>
      <SectionView section={section} doc={doc} as="h1" />
    </article>
  )
}
