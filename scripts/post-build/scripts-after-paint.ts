import { withBasePath } from '../../lib/address/address'
import type { ExportScript } from '../../lib/export/export-scripts'
import { withScriptsAfterFirstPaint } from '../../lib/export/scripts-after-paint'
import { rewritePages } from './rewrite-pages'
import { writeExportScripts } from './write-export-scripts'

/** Loads the app's scripts of every exported page after its first paint, and writes the loaders. */
export function loadScriptsAfterFirstPaintIn(exportDir: string): void {
  const basePath = withBasePath('')
  const loaders = new Map<string, ExportScript>()
  const rewritten = rewritePages(exportDir, (page) => {
    const loaded = withScriptsAfterFirstPaint(page, basePath)
    if (loaded.script) loaders.set(loaded.script.path, loaded.script)
    return loaded.page
  })
  if (rewritten === 0) throw new Error(`no page with app scripts in ${exportDir}`)
  writeExportScripts(exportDir, loaders.values())
}
