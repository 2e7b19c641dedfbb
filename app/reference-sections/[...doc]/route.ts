import { documentSectionsHtml } from '../../../features/reference/html/document-html'
import { sectionsFragmentPath } from '../../../lib/address/address'
import { documentFileParams, documentOfFile } from '../../../lib/reference/references'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return documentFileParams(sectionsFragmentPath)
}

/** The sections of one reference document as an HTML fragment (see `documentSectionsHtml`). */
export async function GET(_request: Request, { params }: { params: Promise<{ doc: string[] }> }) {
  const doc = documentOfFile(sectionsFragmentPath, (await params).doc)
  if (!doc) return new Response('Not found', { status: 404 })
  return new Response(await documentSectionsHtml(doc), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}
