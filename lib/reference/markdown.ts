import type { ElementContent, Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import type { ShikiTransformer } from 'shiki'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { withBasePath } from '../address/address'
import { rehypeCodeHighlight } from '../highlight/highlighter'
import { createShikiOptions } from '../mdx/shiki-options'

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

const headingLevel = (tagName: string) => Number(/^h([1-6])$/.exec(tagName)?.[1] ?? 0)

/**
 * Headings inside a section sit just below the section's own heading: the markdown's highest
 * heading becomes `topLevel` and the others keep their distance to it, so levels never skip.
 */
function shiftHeadings(tree: HastRoot, topLevel: number): void {
  let highest = 7
  visit(tree, 'element', (node) => {
    const level = headingLevel(node.tagName)
    if (level > 0) highest = Math.min(highest, level)
  })
  visit(tree, 'element', (node) => {
    const level = headingLevel(node.tagName)
    if (level > 0) node.tagName = `h${Math.min(level - highest + topLevel, 6)}`
  })
}

const parser = unified().use(remarkParse).use(remarkGfm)

export type MarkdownToHast = (markdown: string, topLevel?: number) => Promise<ElementContent[]>

/**
 * A renderer of spec Markdown (descriptions, notes) into HTML elements, highlighted at build time
 * with the features' own `codeTransformers`; the Markdown's highest heading becomes an
 * h`topLevel`.
 */
export function createMarkdownToHast(
  codeTransformers: readonly ShikiTransformer[] = [],
): MarkdownToHast {
  const transformer = unified()
    .use(remarkRehype)
    .use(rehypeBasePath)
    .use(rehypeCodeHighlight, createShikiOptions(codeTransformers))
  return async (markdown, topLevel = 3) => {
    const mdast = parser.parse(markdown) as MdastRoot
    const hast = (await transformer.run(mdast)) as HastRoot
    shiftHeadings(hast, topLevel)
    return hast.children.filter((node): node is ElementContent => node.type !== 'doctype')
  }
}
