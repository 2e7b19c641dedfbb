import { getGuideTree } from '../../lib/content/guides'
import { getReferences } from '../../lib/reference/references'
import { llmsTxt } from '../../lib/site-index/llms-txt'
import { sitePageGroups } from '../../lib/site-index/site-pages'

export const dynamic = 'force-static'

export function GET() {
  return new Response(llmsTxt(sitePageGroups(getGuideTree(), getReferences())), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
