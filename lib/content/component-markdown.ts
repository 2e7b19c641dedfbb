import type { Blockquote, Heading, List, Paragraph, PhrasingContent, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { siteConfig } from '../../site.config'
import type { MdxComponentName } from '../mdx/component-names'
import { isPlatformConstantName, platformConstants } from '../platform/constants'
import { computeSizesMarkdown, planRetentionMarkdown } from '../platform/platform-markdown'

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

/** Components whose Markdown comes from data rather than from the page: the catalogues. */
export type DataComponentName = Extract<MdxComponentName, 'ExtensionsCatalogue' | 'LogSourcesCatalogue'>

/** The data components as Markdown, given by whoever reads their data; read only when used. */
export type ComponentEmbeds = Partial<Record<DataComponentName, () => RootContent[]>>

export interface MarkdownContext {
  /** Depth of the heading the component sits under (1 before any heading). */
  depth: number
  embeds: ComponentEmbeds
}

/**
 * A component written as Markdown: `blocks` where it stands on its own lines, `phrasing` where it
 * sits inside a sentence (without it, the component's own content stands there).
 */
export interface ComponentMarkdown {
  blocks: (element: JsxElement, context: MarkdownContext) => RootContent[]
  phrasing?: (element: JsxElement) => PhrasingContent[]
}

export function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  )
  return typeof found?.value === 'string' ? found.value : undefined
}

export const text = (value: string): PhrasingContent => ({ type: 'text', value })
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] })
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })

/** A site path as a full URL, so the Markdown works wherever a tool reads it. */
export const absolute = (href: string) =>
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

const childBlocks = (element: JsxElement) => element.children as RootContent[]

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

const aside: ComponentMarkdown = {
  blocks: (element) => {
    const label = ASIDE_LABELS[attribute(element, 'type') ?? 'note'] ?? 'Note'
    const title = attribute(element, 'title')
    const quote: Blockquote = {
      type: 'blockquote',
      children: [
        paragraph([strong(title ? `${label}: ${title}` : label)]),
        ...(childBlocks(element) as Blockquote['children']),
      ],
    }
    return [quote]
  },
}

function platformValue(element: JsxElement): PhrasingContent[] {
  const name = attribute(element, 'name') ?? ''
  if (!isPlatformConstantName(name)) {
    throw new Error(`<PlatformValue name="${name}" /> names no constant of lib/platform/constants.ts`)
  }
  return [text(platformConstants[name])]
}

const embedded = (name: DataComponentName): ComponentMarkdown => ({
  blocks: (_element, { embeds }) => embeds[name]?.() ?? [],
})

/**
 * Every registry component as Markdown, for the Markdown twins: asides as quotes, tabs as
 * sections, cards as a list of links. Keyed by the registry's names, so a component added to
 * `lib/mdx/component-names.ts` without a Markdown form fails the type-check.
 */
export const componentMarkdown: Record<MdxComponentName, ComponentMarkdown> = {
  Alert: aside,
  Callout: aside,
  Tabs: {
    blocks: (element, { depth }) =>
      childBlocks(element).flatMap((tab) =>
        tab.type === 'mdxJsxFlowElement' && tab.name === 'Tab'
          ? [
              {
                type: 'heading',
                depth: Math.min(depth + 1, 6) as Heading['depth'],
                children: [text(attribute(tab, 'label') ?? '')],
              } satisfies Heading,
              ...childBlocks(tab),
            ]
          : [],
      ),
  },
  // A Tab outside Tabs has no label to show: its content as it is.
  Tab: { blocks: childBlocks },
  Steps: { blocks: childBlocks },
  Cards: {
    blocks: (element) => [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: childBlocks(element).flatMap((card) =>
          card.type === 'mdxJsxFlowElement' ? [cardItem(card)] : [],
        ),
      },
    ],
  },
  Card: {
    blocks: (element) => [{ type: 'list', ordered: false, spread: false, children: [cardItem(element)] }],
  },
  Figure: {
    blocks: (element) => {
      const caption = attribute(element, 'caption')
      return [
        paragraph([
          { type: 'image', url: absolute(attribute(element, 'src') ?? ''), alt: attribute(element, 'alt') ?? '' },
        ]),
        ...(caption ? [paragraph([{ type: 'emphasis', children: [text(caption)] }])] : []),
      ]
    },
  },
  ProjectConfigVariables: {
    blocks: (element) => {
      const name = VARIABLE_NAMES[attribute(element, 'variable') ?? ''] ?? 'Project settings'
      return [
        paragraph([
          strong(name),
          text(': copy it from your project’s API settings in the '),
          { type: 'link', url: dashboardUrl, children: [text('dashboard')] },
          text('.'),
        ]),
      ]
    },
  },
  DashboardLink: { blocks: childBlocks },
  PlatformValue: {
    blocks: (element) => [paragraph(platformValue(element))],
    phrasing: platformValue,
  },
  ComputeSizes: { blocks: (element) => [computeSizesMarkdown(attribute(element, 'column'))] },
  PlanRetention: { blocks: (element) => planRetentionMarkdown(attribute(element, 'of')) },
  ExtensionsCatalogue: embedded('ExtensionsCatalogue'),
  LogSourcesCatalogue: embedded('LogSourcesCatalogue'),
}
