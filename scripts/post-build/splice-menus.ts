import fs from 'node:fs'
import path from 'node:path'
import { pathOfExportHtmlFile, withBasePath } from '../../lib/address/address'
import { spliceMenus } from '../../lib/export/splice-menus'
import { isPage } from '../../lib/serving/response-headers'

/** Fills the menus of every exported page with their fragments, the page's own link marked. */
export function spliceMenusInto(exportDir: string): void {
  const fragments = new Map<string, string | null>()
  const readFragment = (sitePath: string) => {
    if (!fragments.has(sitePath)) {
      const file = path.join(exportDir, sitePath)
      fragments.set(sitePath, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
    }
    return fragments.get(sitePath) ?? null
  }
  let spliced = 0
  for (const entry of fs.readdirSync(exportDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/')
    if (!isPage(`/${file}`)) continue
    const page = fs.readFileSync(path.join(exportDir, entry), 'utf8')
    const filled = spliceMenus(page, withBasePath(pathOfExportHtmlFile(file)), readFragment)
    if (filled === page) continue
    fs.writeFileSync(path.join(exportDir, entry), filled)
    spliced += 1
  }
  if (spliced === 0) throw new Error(`no page with a menu found in ${exportDir}`)
}
