import fs from 'node:fs'
import path from 'node:path'
import type { ExportScript } from '../../lib/export/export-scripts'

/** Writes `scripts` (`exportScript`) into the export at `exportDir`. */
export function writeExportScripts(exportDir: string, scripts: Iterable<ExportScript>): void {
  for (const script of scripts) {
    const file = path.join(exportDir, script.path)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, script.source)
  }
}
