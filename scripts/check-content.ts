/**
 * Fails fast, before the Next.js build, on any content problem: the guide tree (meta files and
 * frontmatter), every page parsed and checked by the MDX pipeline's remark steps (the build
 * compiles it, once; the parse is kept for the build's other steps, and the trees of pages that
 * no longer are go), every reference spec and the catalogues (extensions, log sources).
 * Each error names the file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readExtensionsCatalogue } from '../lib/catalogues/extensions'
import { readLogSourcesCatalogue } from '../lib/catalogues/log-sources'
import { readGuideTree } from '../lib/content/guide-tree'
import { sqlSetupOf } from '../lib/content/sql-setup'
import { checkPage } from '../lib/mdx/check-page'
import { pageFormatOf, type PageFormat } from '../lib/mdx/parse'
import { pruneParsedPages } from '../lib/mdx/parsed-pages'
import { readReferenceCatalog } from '../lib/reference/catalog'
import { specFileOf } from '../lib/reference/openapi-source'
import { validateOpenApiFile } from '../lib/reference/openapi-validate'

const root = path.join(process.cwd(), 'content/guides')

async function main() {
  const tree = readGuideTree(root)
  const failures: string[] = []
  const pages: { source: string; format: PageFormat }[] = []
  for (const page of tree.pages) {
    const file = path.join(root, page.file)
    const source = fs.readFileSync(file, 'utf8')
    const format = pageFormatOf(page.file)
    pages.push({ source, format })
    try {
      checkPage(source, format, file)
    } catch (error) {
      failures.push(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`)
    }
    try {
      sqlSetupOf(tree, root, page)
    } catch (error) {
      // A ContentError names the page itself.
      failures.push((error as Error).message)
    }
  }
  if (failures.length > 0) {
    console.error(failures.join('\n\n'))
    process.exit(1)
  }
  pruneParsedPages(pages)
  const referenceRoot = path.join(process.cwd(), 'content/reference')
  const references = readReferenceCatalog(referenceRoot)
  for (const doc of references) {
    if (doc.kind === 'api' || doc.kind === 'server') {
      await validateOpenApiFile(specFileOf(doc, referenceRoot))
    }
  }
  const extensions = readExtensionsCatalogue().extensions
  const logSources = readLogSourcesCatalogue()
  console.log(
    `content ok: ${tree.pages.length} guide pages in ${tree.areas.length} areas, ${references.length} reference documents, ${extensions.length} extensions, ${logSources.length} log sources`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
