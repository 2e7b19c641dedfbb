import { withBasePath } from '../../lib/address/address'
import { withScriptsAfterFirstPaint } from '../../lib/export/scripts-after-paint'
import { rewritePagesWithScripts } from './rewrite-pages-with-scripts'

/** Loads the app's scripts of every exported page after its first paint, and writes the loaders. */
export function loadScriptsAfterFirstPaintIn(exportDir: string): void {
  const basePath = withBasePath('')
  const rewritten = rewritePagesWithScripts(exportDir, (page) =>
    withScriptsAfterFirstPaint(page, basePath),
  )
  if (rewritten === 0) throw new Error(`no page with app scripts in ${exportDir}`)
}
