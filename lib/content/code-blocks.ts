import type { Code, Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { escapeHeadingIds } from '../mdx/headings'
import { expandFrameworkSetups, includedFrom } from './framework-setups'

export interface CodeBlock {
  lang: string | null
  /** The fence's meta string: everything after the language. */
  meta: string | null
  value: string
  /** Line of the opening fence in the page file, or in `includedFrom` when set. */
  line: number
  /** The shared framework setup the block comes from, when the page shows one. */
  includedFrom?: string
}

/**
 * Every fenced code block of a guide page, in page order, read with the same Markdown parser
 * stack the site compiles pages with (MDX syntax for `.mdx`, plain Markdown for `.md`), with the
 * shared framework setups a page shows. `where` names the page in errors.
 */
export function readCodeBlocks(
  source: string,
  format: 'md' | 'mdx',
  where = '<page>',
): CodeBlock[] {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
  if (format === 'mdx') processor.use(remarkMdx)
  const tree = processor.parse(format === 'mdx' ? escapeHeadingIds(source) : source) as Root
  if (format === 'mdx') expandFrameworkSetups(tree, where)
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: node.lang ?? null,
      meta: node.meta ?? null,
      value: node.value,
      line: node.position?.start.line ?? 0,
      ...(includedFrom(node) ? { includedFrom: includedFrom(node) } : {}),
    })
  })
  return blocks
}
