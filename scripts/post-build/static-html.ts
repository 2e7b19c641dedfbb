import fs from 'node:fs'
import path from 'node:path'
import { withStaticHtml } from '../../lib/export/static-html'
import { isPage } from '../../lib/serving/response-headers'

/** Takes the static elements of every exported page out of its RSC payload (`withStaticHtml`). */
export function pruneStaticHtmlIn(exportDir: string): void {
  let pruned = 0
  for (const entry of fs.readdirSync(exportDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/')
    if (!isPage(`/${file}`)) continue
    const absolute = path.join(exportDir, entry)
    const page = fs.readFileSync(absolute, 'utf8')
    let lean: string
    try {
      lean = withStaticHtml(page)
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    if (lean === page) continue
    fs.writeFileSync(absolute, lean)
    pruned += 1
  }
  if (pruned === 0) throw new Error(`no page with static HTML found in ${exportDir}`)
}
