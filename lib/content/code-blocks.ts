import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import { parsePage, type PageFormat } from '../mdx/parse'

export interface CodeBlock {
  lang: string | null
  /** The fence's meta string: everything after the language. */
  meta: string | null
  value: string
  /** Line of the opening fence in the page file. */
  line: number
}

/** Every fenced code block of a guide page, in page order, from the parse the build uses. */
export function readCodeBlocks(source: string, format: PageFormat): CodeBlock[] {
  const tree = parsePage(source, format)
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: node.lang ?? null,
      meta: node.meta ?? null,
      value: node.value,
      line: node.position?.start.line ?? 0,
    })
  })
  return blocks
}
