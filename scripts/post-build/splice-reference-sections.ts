import fs from 'node:fs'
import path from 'node:path'
import { spliceReferenceSections } from '../../lib/export/splice-reference-sections'

/** Fills every exported reference document with its sections' fragment. */
export function spliceReferenceSectionsInto(exportDir: string): void {
  const readFragment = (sitePath: string) => {
    const file = path.join(exportDir, sitePath)
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
  }
  const referenceDir = path.join(exportDir, 'reference')
  let spliced = 0
  for (const entry of fs.readdirSync(referenceDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue
    const file = path.join(referenceDir, entry)
    const page = fs.readFileSync(file, 'utf8')
    const filled = spliceReferenceSections(page, readFragment)
    if (filled === page) continue
    fs.writeFileSync(file, filled)
    spliced += 1
  }
  if (spliced === 0) throw new Error(`no reference document found to fill in ${referenceDir}`)
}
