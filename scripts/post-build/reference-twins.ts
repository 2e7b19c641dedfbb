import fs from 'node:fs'
import path from 'node:path'
import { llmsFullPath, markdownTwinPath, sectionPath } from '../../lib/address/address'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { sectionsOf } from '../../lib/reference/document'
import { documentMarkdown, sectionMarkdown } from '../../lib/reference/reference-markdown'

function write(exportDir: string, sitePath: string, text: string) {
  const file = path.join(exportDir, sitePath.slice(1))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/**
 * Markdown of the reference: each section at its URL plus `.md`, each document at its URL plus
 * `.md` and, for tools that read one file, as its `llms-full.txt`.
 */
export function writeReferenceTwinsInto(exportDir: string): void {
  const documents = readReferenceCatalog(path.resolve('content/reference'))
  if (documents.length === 0) throw new Error('no reference document to write as Markdown')
  for (const doc of documents) {
    const whole = documentMarkdown(doc)
    write(exportDir, markdownTwinPath(doc.path), whole)
    write(exportDir, llmsFullPath(doc.path), whole)
    for (const section of sectionsOf(doc)) {
      write(
        exportDir,
        markdownTwinPath(sectionPath(doc.path, section.id)),
        sectionMarkdown(doc, section),
      )
    }
  }
}
