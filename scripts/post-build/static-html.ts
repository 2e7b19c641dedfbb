import { withStartWithoutRouter } from '../../lib/export/start-without-router'
import { withStaticHtml } from '../../lib/export/static-html'
import { TurbopackChunks } from '../../lib/export/turbopack-chunks'
import { rewritePages } from './rewrite-pages'

/**
 * Takes the static elements of every exported page out of its RSC payload (`withStaticHtml`),
 * then Next.js's router out of the pages that need none (`withStartWithoutRouter`).
 */
export function pruneStaticHtmlIn(exportDir: string): void {
  const chunks = TurbopackChunks.read(exportDir)
  const pruned = rewritePages(exportDir, (page) =>
    withStartWithoutRouter(withStaticHtml(page), chunks),
  )
  if (pruned === 0) throw new Error(`no page with static HTML found in ${exportDir}`)
}
