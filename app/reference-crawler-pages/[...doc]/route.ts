import { sectionHtml } from '../../../features/reference/html/section-html'
import { absoluteUrl, crawlerPagesSourcePath } from '../../../lib/address/address'
import type { CrawlerPagesSource } from '../../../lib/export/crawler-pages'
import { crawlerPageMetadata } from '../../../lib/reference/crawler-page'
import { sectionsOf } from '../../../lib/reference/document'
import { documentFileParams, documentOfFile } from '../../../lib/reference/references'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return documentFileParams(crawlerPagesSourcePath)
}

/** What the build makes one document's crawler pages from (see `crawlerPagesFromFirst`). */
export async function GET(_request: Request, { params }: { params: Promise<{ doc: string[] }> }) {
  const doc = documentOfFile(crawlerPagesSourcePath, (await params).doc)
  if (!doc) return new Response('Not found', { status: 404 })
  const source: CrawlerPagesSource = {
    documentPath: doc.path,
    sections: await Promise.all(
      sectionsOf(doc).map(async (section) => {
        const { title, description, canonicalPath } = crawlerPageMetadata(doc, section)
        return {
          id: section.id,
          title,
          description,
          canonicalUrl: absoluteUrl(canonicalPath),
          html: await sectionHtml(section, doc, 'h1'),
        }
      }),
    ),
  }
  return Response.json(source)
}
