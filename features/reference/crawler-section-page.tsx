import { DocsArticle } from '../../components/layout/docs-columns'
import { withBasePath } from '../../lib/address/address'
import type { DocSection, ReferenceDocument } from '../../lib/reference/document'
import { sectionHtml } from './html/section-html'
import './reference.css'

/** A section alone, for search engines: its title is the page's one h1. */
export async function CrawlerSectionPage({
  doc,
  section,
}: {
  doc: ReferenceDocument
  section: DocSection
}) {
  return (
    <DocsArticle>
      <p data-pagefind-ignore>
        <a href={withBasePath(doc.path)}>{doc.title}</a>
      </p>
      <section
        className="reference-section"
        dangerouslySetInnerHTML={{ __html: await sectionHtml(section, doc, 'h1') }}
      />
    </DocsArticle>
  )
}
