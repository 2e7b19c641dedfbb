import fs from 'node:fs'
import path from 'node:path'
import { pathOfExportHtmlFile, withBasePath } from '../../lib/address/address'
import { readMenuMarks, type MenuMarks } from '../../lib/export/mark-current-page'
import { spliceMenus } from '../../lib/export/splice-menus'
import { rewritePages } from './rewrite-pages'

/**
 * Fills the reference menus of every exported page with their fragments, the page's own link
 * marked (a guide's side menu is fetched by the browser instead).
 */
export function spliceMenusInto(exportDir: string): void {
  const menus = new Map<string, MenuMarks | null>()
  const readMenu = (sitePath: string) => {
    if (!menus.has(sitePath)) {
      const file = path.join(exportDir, sitePath)
      menus.set(sitePath, fs.existsSync(file) ? readMenuMarks(fs.readFileSync(file, 'utf8')) : null)
    }
    return menus.get(sitePath) ?? null
  }
  const spliced = rewritePages(exportDir, (page, file) =>
    spliceMenus(page, withBasePath(pathOfExportHtmlFile(file)), readMenu),
  )
  if (spliced === 0) throw new Error(`no page with a menu found in ${exportDir}`)
}
