import { withBasePath } from '../../lib/address/address'
import type { DocSection, ReferenceDocument } from '../../lib/reference/document'
import { DelegatedCopyButtons } from './delegated-copy-buttons'
import { sectionHtml } from './html/section-html'

/** A section alone, for search engines: its title is the page's one h1. */
export async function CrawlerSectionPage({
  doc,
  section,
}: {
  doc: ReferenceDocument
  section: DocSection
}) {
  return (
    <article className="article reference-crawler" data-pagefind-body>
      <p className="breadcrumbs">
        <a href={withBasePath(doc.href)}>{doc.title}</a>
      </p>
      <section
        className="reference-section"
        dangerouslySetInnerHTML={{ __html: await sectionHtml(section, doc, 'h1') }}
      />
      <DelegatedCopyButtons />
    </article>
  )
}
