import path from 'node:path'
import { readGuideTree } from '../../lib/content/guide-tree'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { searchDocuments } from '../../lib/search/search-documents'
import { writeSearchIndex } from '../../lib/search/write-search-index'

/** The Pagefind index of every guide page and reference section. */
export async function writeSearchIndexInto(exportDir: string): Promise<void> {
  const guides = readGuideTree(path.resolve('content/guides'))
  const references = readReferenceCatalog(path.resolve('content/reference'))
  const { pages } = await writeSearchIndex(exportDir, searchDocuments(guides, references))
  if (pages === 0) throw new Error('no page was indexed')
}
