import type { Code } from 'mdast'
import { visit } from 'unist-util-visit'
import type { PageFormat } from '../mdx/parse'
import { readParsedPage } from '../mdx/parsed-pages'
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

/** Each source's blocks, by format and text: a page is parsed once however many checks read it. */
const blocksBySource = new Map<string, readonly CodeBlock[]>()

/**
 * Every fenced code block of a guide page, in page order, from the parse the build uses, with the
 * shared framework setups a page shows. `where` names the page in errors. Several checks read
 * every guide in one process (the content tests share their modules in a worker), so the blocks
 * of a source are kept and given again.
 */
export function readCodeBlocks(
  source: string,
  format: PageFormat,
  where = '<page>',
): readonly CodeBlock[] {
  const key = `${format}\n${source}`
  const known = blocksBySource.get(key)
  if (known) return known
  const tree = readParsedPage(source, format, where)
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
  blocksBySource.set(key, blocks)
  return blocks
}
