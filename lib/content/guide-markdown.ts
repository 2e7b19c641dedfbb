import type { Blockquote, Code, Heading, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import { siteConfig } from '../../site.config'
import { escapeHeadingIds } from '../mdx/escape-heading-ids.cjs'
import { expandFrameworkSetups } from './framework-setups'
import type { GuidePage } from './guide-tree'

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  )
  return typeof found?.value === 'string' ? found.value : undefined
}

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })

/** A site path as a full URL, so the Markdown works wherever a tool reads it. */
const absolute = (href: string) =>
  href.startsWith('/') ? `${siteConfig.siteUrl}${siteConfig.basePath}${href}` : href

const dashboardUrl = siteConfig.dashboardUrl.startsWith('/')
  ? `${siteConfig.siteUrl}${siteConfig.dashboardUrl}`
  : siteConfig.dashboardUrl

const ASIDE_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  danger: 'Danger',
  deprecated: 'Deprecated',
}

const VARIABLE_NAMES: Record<string, string> = { url: 'Project URL', anonKey: 'Anon key' }

/**
 * Markdown for components whose content comes from data rather than from the page (the
 * catalogues, the compute table), by component name; read only when a page uses the component,
 * which hands over its string attributes by name.
 */
export type ComponentEmbeds = Partial<
  Record<string, (attribute: (name: string) => string | undefined) => RootContent[]>
>

/** A component as Markdown blocks: asides as quotes, tabs as sections, cards as a list of links. */
function componentBlocks(
  node: MdxJsxFlowElement,
  depth: number,
  embeds: ComponentEmbeds,
): RootContent[] {
  const embed = node.name ? embeds[node.name] : undefined
  if (embed) return embed((name) => attribute(node, name))
  const children = node.children as RootContent[]
  switch (node.name) {
    case 'Callout':
    case 'Alert': {
      const label = ASIDE_LABELS[attribute(node, 'type') ?? 'note'] ?? 'Note'
      const title = attribute(node, 'title')
      const quote: Blockquote = {
        type: 'blockquote',
        children: [
          paragraph([strong(title ? `${label}: ${title}` : label)]),
          ...(children as Blockquote['children']),
        ],
      }
      return [quote]
    }
    case 'Tabs':
      return children.flatMap((tab) =>
        tab.type === 'mdxJsxFlowElement' && tab.name === 'Tab'
          ? [
              {
                type: 'heading',
                depth: Math.min(depth + 1, 6) as Heading['depth'],
                children: [text(attribute(tab, 'label') ?? '')],
              } satisfies Heading,
              ...(tab.children as RootContent[]),
            ]
          : [],
      )
    case 'Cards': {
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: children.flatMap((card) =>
          card.type === 'mdxJsxFlowElement' ? [cardItem(card)] : [],
        ),
      }
      return [list]
    }
    case 'Card':
      return [{ type: 'list', ordered: false, spread: false, children: [cardItem(node)] }]
    case 'Figure': {
      const caption = attribute(node, 'caption')
      return [
        paragraph([
          { type: 'image', url: absolute(attribute(node, 'src') ?? ''), alt: attribute(node, 'alt') ?? '' },
        ]),
        ...(caption ? [paragraph([{ type: 'emphasis', children: [text(caption)] }])] : []),
      ]
    }
    case 'ProjectConfigVariables': {
      const name = VARIABLE_NAMES[attribute(node, 'variable') ?? ''] ?? 'Project settings'
      return [
        paragraph([
          strong(name),
          text(': copy it from your project’s API settings in the '),
          { type: 'link', url: dashboardUrl, children: [text('dashboard')] },
          text('.'),
        ]),
      ]
    }
    default:
      // Steps and any wrapper without its own meaning: its content as it is.
      return children
  }
}

function cardItem(card: JsxElement): List['children'][number] {
  const title = attribute(card, 'title') ?? ''
  const href = attribute(card, 'href')
  const description = attribute(card, 'description')
  return {
    type: 'listItem',
    spread: false,
    children: [
      paragraph([
        href ? { type: 'link', url: absolute(href), children: [text(title)] } : text(title),
        ...(description ? [text(`: ${description}`)] : []),
      ]),
    ],
  }
}

const CUSTOM_ID = /\s*\\?\{#[A-Za-z0-9_-]+\\?\}\s*$/
const HIGHLIGHT_LINES = /\s*\{[\d,\s-]+\}\s*/g

/** Rewrites the MDX tree in place into plain Markdown. */
function toPlainMarkdown(tree: Root, embeds: ComponentEmbeds) {
  let depth = 1
  visit(tree, (node, index, parent) => {
    if (node.type === 'heading') {
      depth = node.depth
      const last = node.children.at(-1)
      if (last?.type === 'text') last.value = last.value.replace(CUSTOM_ID, '')
      return
    }
    if (node.type === 'code') {
      const code = node as Code
      code.meta = code.meta?.replace(HIGHLIGHT_LINES, ' ').trim() || null
      return
    }
    if (!parent || index === undefined) return
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'yaml') {
      parent.children.splice(index, 1)
      return [SKIP, index]
    }
    if (node.type === 'mdxJsxFlowElement') {
      const replacement = componentBlocks(node, depth, embeds)
      ;(parent.children as RootContent[]).splice(index, 1, ...replacement)
      return [SKIP, index]
    }
    if (node.type === 'mdxJsxTextElement') {
      ;(parent.children as RootContent[]).splice(index, 1, ...(node.children as RootContent[]))
      return [SKIP, index]
    }
    if (node.type === 'link' && node.url.startsWith('/')) node.url = absolute(node.url)
    return
  })
}

/**
 * A guide page as Markdown for tools and readers who paste it elsewhere: its title and
 * description, then its content with every component written out as Markdown text.
 */
export function guideMarkdown(
  page: GuidePage,
  source: string,
  embeds: ComponentEmbeds = {},
): string {
  const processor = unified()
    .use(remarkParse)
    .use(page.file.endsWith('.mdx') ? [remarkMdx] : [])
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
  const tree = processor.parse(escapeHeadingIds(source))
  expandFrameworkSetups(tree, `content/guides/${page.file}`)
  toPlainMarkdown(tree, embeds)
  tree.children.unshift(
    { type: 'heading', depth: 1, children: [text(page.frontmatter.title)] },
    paragraph([text(page.frontmatter.description)]),
  )
  return processor.stringify(tree)
}
