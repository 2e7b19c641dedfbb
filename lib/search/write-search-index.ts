import { parse } from 'node-html-parser'
import fs from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { insertAtStart } from '../export/insert-html'
import { searchFilters, searchMeta, type SearchDocument } from './search-documents'

/** Chrome inside the indexed article that is not content: crumbs, footer, anchors, buttons. */
// Breadcrumbs and page footers carry data-pagefind-ignore, which Pagefind skips by itself.
const EXCLUDED = ['.heading-anchor', 'button', '.sr-only']

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The page's HTML with its search metadata and filters added inside the indexed element, so the
 * served pages carry none of it.
 */
export function withSearchFields(html: string, document: SearchDocument, file: string): string {
  const body = parse(html).querySelector('[data-pagefind-body]')
  if (!body) throw new Error(`${file}: no element with data-pagefind-body to index`)
  const fields = [
    ...Object.entries(searchMeta(document)).map(
      ([key, value]) => `<span data-pagefind-meta="${key}:${escapeAttribute(value)}"></span>`,
    ),
    ...Object.entries(searchFilters(document)).map(
      ([key, value]) => `<span data-pagefind-filter="${key}:${escapeAttribute(value)}"></span>`,
    ),
  ].join('')
  return insertAtStart(html, body, fields)
}

/** Builds the Pagefind index of `documents` from the export and writes it to `{exportDir}/pagefind`. */
export async function writeSearchIndex(
  exportDir: string,
  documents: SearchDocument[],
): Promise<{ pages: number; outputPath: string }> {
  const created = await pagefind.createIndex({
    excludeSelectors: EXCLUDED,
    forceLanguage: 'en',
  })
  const index = created.index
  if (!index) throw new Error(`Pagefind: ${created.errors.join('; ')}`)
  try {
    for (const document of documents) {
      const file = path.join(exportDir, document.file)
      if (!fs.existsSync(file)) throw new Error(`${file}: not in the export`)
      const added = await index.addHTMLFile({
        url: document.path,
        content: withSearchFields(fs.readFileSync(file, 'utf8'), document, file),
      })
      if (added.errors.length > 0) throw new Error(`${file}: ${added.errors.join('; ')}`)
    }
    const outputPath = path.join(exportDir, 'pagefind')
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    return { pages: documents.length, outputPath }
  } finally {
    await pagefind.close()
  }
}
