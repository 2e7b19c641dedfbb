import { withStartWithoutRouter } from '../../lib/export/start-without-router'
import { withStaticHtml } from '../../lib/export/static-html'
import { TurbopackChunks } from '../../lib/export/turbopack-chunks'
import { rewritePagesWithScripts } from './rewrite-pages-with-scripts'

/**
 * Takes the static elements of every exported page out of its RSC payload (`withStaticHtml`),
 * then Next.js's router out of the pages that need none (`withStartWithoutRouter`), and writes
 * the scripts that start those.
 */
export function pruneStaticHtmlIn(exportDir: string): void {
  const chunks = TurbopackChunks.read(exportDir)
  const pruned = rewritePagesWithScripts(exportDir, (page) =>
    withStartWithoutRouter(withStaticHtml(page), chunks),
  )
  if (pruned === 0) throw new Error(`no page with static HTML found in ${exportDir}`)
}
