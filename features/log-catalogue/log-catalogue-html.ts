import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import type { FieldNode } from '../../lib/catalogues/field-tree'
import type { LogSourceEntry } from '../../lib/catalogues/log-source-entry'
import { highlightToHast } from '../../lib/highlight/highlight'
import { codeBlock } from '../../lib/markup/code-block'
import { copyButton } from '../../lib/markup/copy-button'
import { tabSet } from '../../lib/markup/tab-set'

/** Class names of this catalogue's own look (its CSS module). */
export type CatalogueClasses = Readonly<Record<string, string>>

/** A source's fields as nested lists; objects fold, the top-level ones start open. */
function fieldTree(nodes: readonly FieldNode[], styles: CatalogueClasses, depth = 0): Element {
  return h(
    'ul',
    { className: depth === 0 ? styles.tree : styles.subtree },
    nodes.map((node) =>
      node.kind === 'field'
        ? h('li', { className: styles.field }, [
            h('code', { className: styles.segment, title: node.path }, node.name),
            h('span', { className: styles.type }, node.type),
            copyButton(`Copy ${node.path}`, node.path),
          ])
        : h('li', [
            h('details', { open: depth === 0, className: styles.object }, [
              h('summary', [
                h('code', { className: styles.segment }, node.name),
                h('span', { className: styles.type }, 'object'),
              ]),
              fieldTree(node.children, styles, depth + 1),
            ]),
          ]),
    ),
  )
}

async function sourcePanel(source: LogSourceEntry, styles: CatalogueClasses) {
  const query = await highlightToHast(source.exampleQuery.sql, 'sql')
  const content: ElementContent[] = [
    h('p', [h('code', source.id), `: ${source.summary} ${source.fieldCount} fields.`]),
    fieldTree(source.fields, styles),
    codeBlock(query, { language: 'sql', title: `Example: ${source.exampleQuery.title}` }),
  ]
  return content
}

/**
 * Every log source as one tab of the site's tab set, the selected one kept in the address
 * (`?source=edge_logs`): every panel is in the HTML, made at build time.
 */
export async function logCatalogueHtml(
  sources: readonly LogSourceEntry[],
  styles: CatalogueClasses,
): Promise<Element> {
  const tabs = await Promise.all(
    sources.map(async (source) => ({
      key: source.id,
      label: source.displayName,
      content: await sourcePanel(source, styles),
    })),
  )
  return h('div', { className: styles.catalogue }, [
    tabSet({
      group: 'log-source',
      idPrefix: 'log-source',
      label: 'Log sources',
      param: 'source',
      tabs,
    }),
  ])
}
