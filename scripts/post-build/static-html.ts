import { withStaticHtml } from '../../lib/export/static-html'
import { rewritePages } from './rewrite-pages'

/** Takes the static elements of every exported page out of its RSC payload (`withStaticHtml`). */
export function pruneStaticHtmlIn(exportDir: string): void {
  const pruned = rewritePages(exportDir, withStaticHtml)
  if (pruned === 0) throw new Error(`no page with static HTML found in ${exportDir}`)
}
