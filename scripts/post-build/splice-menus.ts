import fs from 'node:fs'
import path from 'node:path'
import { pathOfExportHtmlFile, withBasePath } from '../../lib/address/address'
import { readMenuMarks, type MenuMarks } from '../../lib/export/mark-current-page'
import { spliceMenus } from '../../lib/export/splice-menus'
import { isPage } from '../../lib/serving/response-headers'

/** Fills the menus of every exported page with their fragments, the page's own link marked. */
export function spliceMenusInto(exportDir: string): void {
  const menus = new Map<string, MenuMarks | null>()
  const readMenu = (sitePath: string) => {
    if (!menus.has(sitePath)) {
      const file = path.join(exportDir, sitePath)
      menus.set(sitePath, fs.existsSync(file) ? readMenuMarks(fs.readFileSync(file, 'utf8')) : null)
    }
    return menus.get(sitePath) ?? null
  }
  let spliced = 0
  for (const entry of fs.readdirSync(exportDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/')
    if (!isPage(`/${file}`)) continue
    const page = fs.readFileSync(path.join(exportDir, entry), 'utf8')
    const filled = spliceMenus(page, withBasePath(pathOfExportHtmlFile(file)), readMenu)
    if (filled === page) continue
    fs.writeFileSync(path.join(exportDir, entry), filled)
    spliced += 1
  }
  if (spliced === 0) throw new Error(`no page with a menu found in ${exportDir}`)
}
