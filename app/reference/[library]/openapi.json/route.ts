import { openApiSourceJson } from '../../../../lib/reference/openapi-source'
import { latestDocuments } from '../../../../lib/reference/references'

export const dynamic = 'force-static'
export const dynamicParams = false

const withOpenApi = () => latestDocuments().filter((doc) => doc.openApiPath !== null)

export function generateStaticParams() {
  return withOpenApi().map((doc) => ({ library: doc.library }))
}

/** The OpenAPI document of a reference as JSON, at a stable URL for tools. */
export async function GET(_request: Request, { params }: { params: Promise<{ library: string }> }) {
  const { library } = await params
  const doc = withOpenApi().find((candidate) => candidate.library === library)
  if (!doc) return new Response('Not found', { status: 404 })
  return new Response(openApiSourceJson(doc), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}
