import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { codeBlock } from './code-block'
import { withAnchor } from './heading'
import { RUNNABLE_SQL } from './rehype-sql-blocks'
import { tabSet, type Tab } from './tab-set'

const ANCHORED_HEADINGS = new Set(['h2', 'h3', 'h4'])

/** Reads a property Shiki's transformers set under its attribute name, and removes it. */
function takeProperty(node: Element, name: string): string | undefined {
  const value = node.properties[name]
  Reflect.deleteProperty(node.properties, name)
  return typeof value === 'string' ? value : undefined
}

/** The first `<pre>` at or below `node`: Shiki puts its own in place of the one it highlighted. */
function preIn(node: RootContent | Root): Element | undefined {
  if (node.type === 'element' && node.tagName === 'pre') return node
  if (!('children' in node)) return undefined
  for (const child of node.children) {
    const pre = preIn(child)
    if (pre) return pre
  }
  return undefined
}

/** A highlighted `<pre>` as the site's code block. */
function framedCode(pre: Element, runnableSql?: number): Element {
  const language = takeProperty(pre, 'data-language') ?? 'text'
  const title = takeProperty(pre, 'data-title')
  return codeBlock(pre, { language, title, runnableSql })
}

function stringAttribute(node: MdxJsxFlowElementHast, name: string, file: VFile) {
  const attribute = node.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  )
  if (attribute === undefined) return undefined
  if (typeof attribute.value !== 'string') {
    file.fail(`<${node.name}> takes ${name} as a plain string, as in ${name}="…"`, node)
  }
  return attribute.value
}

function isTab(node: ElementContent): node is MdxJsxFlowElementHast {
  return node.type === 'mdxJsxFlowElement' && node.name === 'Tab'
}

function tabsElement(node: MdxJsxFlowElementHast, idPrefix: string, file: VFile): Element {
  const tabs: Tab[] = node.children.filter(isTab).map((tab) => {
    const label = stringAttribute(tab, 'label', file)
    if (!label) file.fail('<Tab> needs a label', tab)
    return { label, content: tab.children }
  })
  if (tabs.length === 0) file.fail('<Tabs> needs at least one <Tab label="…">', node)
  const group = stringAttribute(node, 'groupId', file) ?? tabs.map((tab) => tab.label).join('|')
  return tabSet({ group, idPrefix, tabs })
}

/**
 * Gives compiled pages the site's one markup for code blocks (file name, copy button), heading
 * anchors and `<Tabs>`, the same markup the reference builds from the same functions. Runs after
 * Shiki, whose `pre` carries the block's language and title, and gives the SQL blocks
 * `rehypeSqlBlocks` marked as runnable their Run controls.
 */
export function rehypeMarkup() {
  return (tree: Root, file: VFile) => {
    let tabSets = 0
    visit(tree, (node, index, parent) => {
      if (
        node.type === 'mdxJsxFlowElement' &&
        node.name === 'Tabs' &&
        parent &&
        index !== undefined
      ) {
        tabSets += 1
        parent.children[index] = tabsElement(node, `tabs-${tabSets}`, file)
        // Visit the tab set in its place, not the replaced element's children: the same code
        // blocks, which would be framed where they no longer are.
        return [SKIP, index]
      }
      if (node.type !== 'element') return
      const runnableSql = node.properties[RUNNABLE_SQL]
      const pre = typeof runnableSql === 'number' ? preIn(node) : undefined
      if (pre && typeof runnableSql === 'number' && parent && index !== undefined) {
        parent.children[index] = framedCode(pre, runnableSql)
        return SKIP
      }
      if (node.tagName === 'pre' && parent && index !== undefined) {
        parent.children[index] = framedCode(node)
        return SKIP
      }
      const id = node.properties.id
      if (ANCHORED_HEADINGS.has(node.tagName) && typeof id === 'string') withAnchor(node, id)
    })
  }
}
