import fs from 'node:fs'
import path from 'node:path'
import { CRAWLER_PAGES_SOURCE_FOLDER, crawlerPath, exportHtmlFile } from '../../lib/address/address'
import { crawlerPagesFromFirst, parseCrawlerPagesSource } from '../../lib/export/crawler-pages'

/**
 * Writes every reference document's crawler pages beside the one the export holds (its first
 * section's), from the sources the export wrote, then removes the sources.
 */
export function writeCrawlerPagesInto(exportDir: string): void {
  const sourceDir = path.join(exportDir, CRAWLER_PAGES_SOURCE_FOLDER)
  const sources = fs
    .readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.json'))
  if (sources.length === 0) throw new Error(`no crawler pages source in ${sourceDir}`)
  let written = 0
  for (const entry of sources) {
    const sourceFile = path.join(sourceDir, entry)
    const source = parseCrawlerPagesSource(fs.readFileSync(sourceFile, 'utf8'), sourceFile)
    const fileOf = (sectionId: string) =>
      path.join(exportDir, exportHtmlFile(crawlerPath(source.documentPath, sectionId)))
    const firstFile = fileOf(source.sections[0]?.id ?? '')
    let pages: Map<string, string>
    try {
      pages = crawlerPagesFromFirst(fs.readFileSync(firstFile, 'utf8'), source)
    } catch (error) {
      throw new Error(`${firstFile}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
    for (const [sectionId, page] of pages) fs.writeFileSync(fileOf(sectionId), page)
    written += pages.size
  }
  fs.rmSync(sourceDir, { recursive: true })
  console.log(`post-build: ${written} crawler pages from ${sources.length} documents' first`)
}
