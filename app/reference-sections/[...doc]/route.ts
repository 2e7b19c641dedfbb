import { documentSectionsHtml } from '../../../features/reference/html/document-html'
import { sectionsFragmentPath } from '../../../lib/address/address'
import { getReferences } from '../../../lib/reference/references'

export const dynamic = 'force-static'
export const dynamicParams = false

const segmentsOf = (fragmentPath: string) => fragmentPath.split('/').slice(2)

export function generateStaticParams() {
  return getReferences().map((doc) => ({ doc: segmentsOf(sectionsFragmentPath(doc.path)) }))
}

/** The sections of one reference document as an HTML fragment (see `documentSectionsHtml`). */
export async function GET(_request: Request, { params }: { params: Promise<{ doc: string[] }> }) {
  const { doc: segments } = await params
  const doc = getReferences().find(
    (candidate) =>
      segmentsOf(sectionsFragmentPath(candidate.path)).join('/') === segments.join('/'),
  )
  if (!doc) return new Response('Not found', { status: 404 })
  return new Response(await documentSectionsHtml(doc), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}
