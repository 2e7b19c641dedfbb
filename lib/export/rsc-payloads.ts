import fs from 'node:fs'
import path from 'node:path'

/**
 * Whether an export file is a React Server Components payload: what Next.js's client router
 * fetches to move between pages without a page load (`__next.*.txt` segment files, and
 * `page.txt` beside `page.html`). `siblings` are the names in the file's folder.
 */
export function isRscPayload(name: string, siblings: ReadonlySet<string>): boolean {
  if (!name.endsWith('.txt')) return false
  return name.startsWith('__next.') || siblings.has(`${name.slice(0, -'.txt'.length)}.html`)
}

/**
 * Removes every RSC payload from the export, and the folders left empty: the site's links are
 * plain anchors (each page loads whole, its payload inlined in the HTML), so no reader's browser
 * asks for them, and they were more than half the export's bytes. Returns how many it removed.
 */
export function removeRscPayloads(exportDir: string): number {
  let removed = 0
  /** Empties `folder` of payloads; true when nothing is left in it, so it was removed too. */
  const clear = (folder: string): boolean => {
    const entries = fs.readdirSync(folder, { withFileTypes: true })
    const names = new Set(entries.map((entry) => entry.name))
    let left = entries.length
    for (const entry of entries) {
      const absolute = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (clear(absolute)) left -= 1
      } else if (isRscPayload(entry.name, names)) {
        fs.rmSync(absolute)
        removed += 1
        left -= 1
      }
    }
    if (left > 0 || folder === exportDir) return false
    fs.rmdirSync(folder)
    return true
  }
  clear(exportDir)
  return removed
}
