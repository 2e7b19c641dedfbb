import type { Code, PhrasingContent, Root, RootContent } from 'mdast'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import { isMdxComponentName } from '../mdx/component-names'
import { assignHeadingIds } from '../mdx/headings'
import { pageFormatOf, syntaxPlugins } from '../mdx/parse'
import { readParsedPage } from '../mdx/parsed-pages'
import {
  absolute,
  componentMarkdown,
  paragraph,
  text,
  type ComponentEmbeds,
  type JsxElement,
  type MarkdownContext,
} from './component-markdown'
import { expandFrameworkSetups } from './framework-setups'
import type { GuidePage } from './guide-tree'

const HIGHLIGHT_LINES = /\s*\{[\d,\s-]+\}\s*/g

const stringifier = unified()
  .use(syntaxPlugins)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
  .freeze()

/** A JSX element as Markdown: a registry component by its form, an HTML element as its content. */
function blocksOf(element: JsxElement, context: MarkdownContext): RootContent[] {
  const name = element.name ?? ''
  return isMdxComponentName(name)
    ? componentMarkdown[name].blocks(element, context)
    : (element.children as RootContent[])
}

function phrasingOf(element: JsxElement): PhrasingContent[] {
  const name = element.name ?? ''
  const phrasing = isMdxComponentName(name) ? componentMarkdown[name].phrasing : undefined
  return phrasing ? phrasing(element) : (element.children as PhrasingContent[])
}

/** Rewrites the MDX tree in place into plain Markdown. */
function toPlainMarkdown(tree: Root, embeds: ComponentEmbeds) {
  // Headings lose their `[#id]`, as on the page.
  assignHeadingIds(tree)
  let depth = 1
  visit(tree, (node, index, parent) => {
    if (node.type === 'heading') {
      depth = node.depth
      return
    }
    if (node.type === 'code') {
      const code = node as Code
      code.meta = code.meta?.replace(HIGHLIGHT_LINES, ' ').trim() || null
      return
    }
    if (!parent || index === undefined) return
    if (
      node.type === 'mdxjsEsm' ||
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression' ||
      node.type === 'yaml'
    ) {
      parent.children.splice(index, 1)
      return [SKIP, index]
    }
    if (node.type === 'mdxJsxFlowElement') {
      ;(parent.children as RootContent[]).splice(index, 1, ...blocksOf(node, { depth, embeds }))
      return [SKIP, index]
    }
    if (node.type === 'mdxJsxTextElement') {
      ;(parent.children as RootContent[]).splice(index, 1, ...phrasingOf(node))
      return [SKIP, index]
    }
    if (node.type === 'link' && node.url.startsWith('/')) node.url = absolute(node.url)
    return
  })
}

/**
 * A guide page as Markdown for tools and readers who paste it elsewhere: its title and
 * description (the frontmatter as the guide tree read it), then its content with every component
 * written out as Markdown text.
 */
export function guideMarkdown(
  page: GuidePage,
  source: string,
  embeds: ComponentEmbeds = {},
): string {
  const tree = readParsedPage(source, pageFormatOf(page.file), page.file)
  expandFrameworkSetups(tree, `content/guides/${page.file}`)
  toPlainMarkdown(tree, embeds)
  tree.children.unshift(
    { type: 'heading', depth: 1, children: [text(page.frontmatter.title)] },
    paragraph([text(page.frontmatter.description)]),
  )
  return stringifier.stringify(tree)
}
