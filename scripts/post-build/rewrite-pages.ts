import fs from 'node:fs'
import path from 'node:path'
import { isPage } from '../../lib/serving/response-headers'

/**
 * Rewrites every page of the export with `rewrite` (given the page and its path in the export,
 * `/`-separated), writing back those it changed, and returns how many that was. A failure names
 * the page.
 */
export function rewritePages(
  exportDir: string,
  rewrite: (page: string, file: string) => string,
): number {
  let changed = 0
  for (const entry of fs.readdirSync(exportDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/')
    if (!isPage(`/${file}`)) continue
    const absolute = path.join(exportDir, entry)
    const page = fs.readFileSync(absolute, 'utf8')
    let rewritten: string
    try {
      rewritten = rewrite(page, file)
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    if (rewritten === page) continue
    fs.writeFileSync(absolute, rewritten)
    changed += 1
  }
  return changed
}
