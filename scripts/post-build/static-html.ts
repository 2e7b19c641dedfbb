import type { ExportScript } from '../../lib/export/export-scripts'
import { withStartWithoutRouter } from '../../lib/export/start-without-router'
import { withStaticHtml } from '../../lib/export/static-html'
import { TurbopackChunks } from '../../lib/export/turbopack-chunks'
import { rewritePages } from './rewrite-pages'
import { writeExportScripts } from './write-export-scripts'

/**
 * Takes the static elements of every exported page out of its RSC payload (`withStaticHtml`),
 * then Next.js's router out of the pages that need none (`withStartWithoutRouter`), and writes
 * the scripts that start those.
 */
export function pruneStaticHtmlIn(exportDir: string): void {
  const chunks = TurbopackChunks.read(exportDir)
  const scripts = new Map<string, ExportScript>()
  const pruned = rewritePages(exportDir, (page) => {
    const started = withStartWithoutRouter(withStaticHtml(page), chunks)
    if (started.script) scripts.set(started.script.path, started.script)
    return started.page
  })
  if (pruned === 0) throw new Error(`no page with static HTML found in ${exportDir}`)
  writeExportScripts(exportDir, scripts.values())
}
