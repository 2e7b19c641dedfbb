import { withBasePath } from '../../lib/address/address'
import { withScriptsAfterFirstPaint } from '../../lib/export/scripts-after-paint'
import { rewritePages } from './rewrite-pages'

/** Loads the app's scripts of every exported page after its first paint. */
export function loadScriptsAfterFirstPaintIn(exportDir: string): void {
  const prefix = withBasePath('/_next/static/')
  const rewritten = rewritePages(exportDir, (page) => withScriptsAfterFirstPaint(page, prefix))
  if (rewritten === 0) throw new Error(`no page with scripts under ${prefix} in ${exportDir}`)
}
