import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { expandFrameworkSetups } from '../../lib/content/framework-setups'
import { parseFrontmatter } from '../../lib/content/frontmatter'
import { assignHeadingIds } from '../../lib/mdx/headings'
import { parsePage } from '../../lib/mdx/parse'

const stringifier = unified().use(remarkMdx).use(remarkGfm).use(remarkStringify)

/**
 * Renames every component of a page to a plain element, without its attributes, keeping its
 * children: a block component (`<Tabs>`, `<Callout>`, `<Steps>`...) becomes a `div`, one inside a
 * line of text (`<DashboardLink>`, `<PlatformValue>`) a `span`. Mutates the tree.
 */
export function plainElements(tree: Root): void {
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      node.name = node.type === 'mdxJsxFlowElement' ? 'div' : 'span'
      node.attributes = []
    }
  })
}

/**
 * A guide page as the floor compiles it: the same words, code and tables as on the site, with
 * plain elements for its components, its shared framework setups written out, no custom heading
 * ids (`## Title [#id]`) and its frontmatter as an exported `meta` the floor's page shows as title
 * and lead. `file` names the page in errors.
 */
export function plainMdx(source: string, file: string): string {
  const { title, description } = parseFrontmatter(source, file)
  const tree = parsePage(source, 'mdx', file)
  expandFrameworkSetups(tree, file)
  assignHeadingIds(tree)
  plainElements(tree)
  tree.children = tree.children.filter((node) => {
    if (node.type === 'mdxjsEsm')
      throw new Error(`${file}: the floor cannot compile import or export`)
    return node.type !== 'yaml'
  })
  const meta = `export const meta = ${JSON.stringify({ title, description })}\n\n`
  return meta + stringifier.stringify(tree)
}
