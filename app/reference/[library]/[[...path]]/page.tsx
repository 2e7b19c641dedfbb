import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CrawlerSectionPage } from '../../../../features/reference/crawler-section-page'
import { ReferenceDocumentPage } from '../../../../features/reference/reference-document-page'
import { pageMetadata } from '../../../../lib/page-metadata'
import { crawlerPageMetadata } from '../../../../lib/reference/crawler-page'
import { loadReferencePage } from '../../../../lib/reference/reference-page'
import { referenceParams, resolveReferenceRoute } from '../../../../lib/reference/references'
import { loadSiteLinks } from '../../../../lib/site-index/site-links'
import { referenceDescription } from '../../../../lib/site-index/site-pages'

interface Props {
  params: Promise<{ library: string; path?: string[] }>
}

export const dynamicParams = false

/**
 * The export writes each document once and the crawler page of its first section, from which the
 * build makes the others (`lib/export/crawler-pages.ts`); `npm start` serves the document at every
 * section URL. In development every section URL and crawler page is rendered on demand.
 */
export function generateStaticParams() {
  return referenceParams(process.env.NODE_ENV === 'development')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { library, path = [] } = await params
  const route = resolveReferenceRoute(library, path)
  if (!route) return {}
  if (route.section) return pageMetadata(crawlerPageMetadata(route.doc, route.section))
  return pageMetadata({
    title: route.doc.latest ? route.doc.title : `${route.doc.title} ${route.doc.versionLabel}`,
    description: referenceDescription(route.doc),
    canonicalPath: route.doc.path,
  })
}

export default async function ReferenceRoute({ params }: Props) {
  const { library, path = [] } = await params
  const route = resolveReferenceRoute(library, path)
  if (!route) notFound()
  if (route.crawler && route.section)
    return <CrawlerSectionPage doc={route.doc} section={route.section} />
  return <ReferenceDocumentPage model={loadReferencePage(route.doc)} links={loadSiteLinks()} />
}
