import rehypeShiki from '@shikijs/rehype'
import type { ElementContent, Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { withBasePath } from '../address/address'
import { shikiOptions } from '../mdx/shiki-options'

/** Site paths in spec markdown are written without the base path; links get it here. */
function rehypeBasePath() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      const href = node.properties.href
      if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('/')) {
        node.properties.href = withBasePath(href)
      }
    })
  }
}

/** Headings inside a section sit below the section's own h2: `##` becomes h3, and so on. */
function rehypeDemoteHeadings() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1]
      if (level) node.tagName = `h${Math.min(Number(level) + 1, 6)}`
    })
  }
}

const parser = unified().use(remarkParse).use(remarkGfm)
const transformer = unified()
  .use(remarkRehype)
  .use(rehypeBasePath)
  .use(rehypeDemoteHeadings)
  .use(rehypeShiki, shikiOptions)

/** Markdown of a spec (descriptions, notes) as HTML elements, highlighted at build time. */
export async function markdownToHast(markdown: string): Promise<ElementContent[]> {
  const mdast = parser.parse(markdown) as MdastRoot
  const hast = (await transformer.run(mdast)) as HastRoot
  return hast.children.filter((node): node is ElementContent => node.type !== 'doctype')
}
