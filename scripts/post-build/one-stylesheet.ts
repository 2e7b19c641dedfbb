import fs from 'node:fs'
import path from 'node:path'
import { stripBasePath, withBasePath } from '../../lib/address/address'
import {
  joinedStylesheetPath,
  joinStylesheets,
  pageStylesheets,
  withOneStylesheet,
} from '../../lib/export/one-stylesheet'
import { rewritePages } from './rewrite-pages'

/**
 * Gives every exported page one stylesheet: the ones Next.js links (five on a guide, each a
 * request that holds back the first paint), joined in their order into a file per set of them.
 */
export function joinStylesheetsIn(exportDir: string): void {
  const joined = new Map<string, string>()
  const joinedHref = (hrefs: readonly string[]) => {
    const key = hrefs.join('\n')
    let href = joined.get(key)
    if (href === undefined) {
      const sheets = hrefs.map((sheetHref) => {
        const sitePath = stripBasePath(sheetHref)
        const file = sitePath === null ? null : path.join(exportDir, sitePath)
        if (file === null || !fs.existsSync(file)) {
          throw new Error(`the stylesheet ${sheetHref} is not in the export`)
        }
        return { href: sheetHref, css: fs.readFileSync(file, 'utf8') }
      })
      const css = joinStylesheets(sheets)
      const sitePath = joinedStylesheetPath(css)
      fs.mkdirSync(path.dirname(path.join(exportDir, sitePath)), { recursive: true })
      fs.writeFileSync(path.join(exportDir, sitePath), css)
      href = withBasePath(sitePath)
      joined.set(key, href)
    }
    return href
  }
  const rewritten = rewritePages(exportDir, (page) => {
    const hrefs = pageStylesheets(page)
    return hrefs.length < 2 ? page : withOneStylesheet(page, joinedHref(hrefs))
  })
  if (rewritten === 0) throw new Error(`no page with more than one stylesheet in ${exportDir}`)
  console.log(`post-build: ${joined.size} joined stylesheets for ${rewritten} pages`)
}
