import fs from 'node:fs'
import path from 'node:path'
import type { ExportScript } from '../../lib/export/export-scripts'
import { rewritePages } from './rewrite-pages'

/**
 * Rewrites every page of the export as `rewritePages` does, with `rewrite` giving each page and the
 * script it now loads, if any (`exportScript`), then writes each script into the export once,
 * however many pages load it. Returns how many pages changed.
 */
export function rewritePagesWithScripts(
  exportDir: string,
  rewrite: (page: string) => { page: string; script: ExportScript | null },
): number {
  const scripts = new Map<string, ExportScript>()
  const changed = rewritePages(exportDir, (page) => {
    const rewritten = rewrite(page)
    if (rewritten.script) scripts.set(rewritten.script.path, rewritten.script)
    return rewritten.page
  })
  for (const script of scripts.values()) {
    const file = path.join(exportDir, script.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, script.source)
  }
  return changed
}
