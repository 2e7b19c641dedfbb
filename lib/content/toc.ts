import type { Root } from 'mdast'
import fs from 'node:fs'
import path from 'node:path'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { assignHeadingIds, escapeHeadingIds, type TocEntry } from './headings'

/** The h2/h3 entries of a page, with the same anchors the compiled page gets. */
export function readToc(absoluteFile: string): TocEntry[] {
  const source = fs.readFileSync(absoluteFile, 'utf8')
  const isMdx = path.extname(absoluteFile) === '.mdx'
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
  if (isMdx) processor.use(remarkMdx)
  const tree = processor.parse(isMdx ? escapeHeadingIds(source) : source) as Root
  return assignHeadingIds(tree)
}
