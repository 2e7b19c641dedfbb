import fs from 'node:fs'
import path from 'node:path'
import { withStartWithoutRouter, type StartScript } from '../../lib/export/start-without-router'
import { withStaticHtml } from '../../lib/export/static-html'
import { TurbopackChunks } from '../../lib/export/turbopack-chunks'
import { rewritePages } from './rewrite-pages'

/**
 * Takes the static elements of every exported page out of its RSC payload (`withStaticHtml`),
 * then Next.js's router out of the pages that need none (`withStartWithoutRouter`), and writes
 * the scripts that start those.
 */
export function pruneStaticHtmlIn(exportDir: string): void {
  const chunks = TurbopackChunks.read(exportDir)
  const scripts = new Map<string, StartScript>()
  const pruned = rewritePages(exportDir, (page) => {
    const started = withStartWithoutRouter(withStaticHtml(page), chunks)
    if (started.script) scripts.set(started.script.path, started.script)
    return started.page
  })
  if (pruned === 0) throw new Error(`no page with static HTML found in ${exportDir}`)
  for (const script of scripts.values()) {
    const file = path.join(exportDir, script.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, script.source)
  }
}
