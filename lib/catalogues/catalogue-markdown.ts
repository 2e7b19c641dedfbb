import type { List, PhrasingContent, RootContent, Table, TableRow } from 'mdast'
import type { ComponentEmbeds } from '../content/component-markdown'
import type { ExtensionsCatalogueModel } from './extension-entry'
import { readExtensionsCatalogue } from './extensions'
import type { FieldNode } from './field-tree'
import type { LogSourceEntry } from './log-source-entry'
import { readLogSourcesCatalogue } from './log-sources'

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value })
const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({ type: 'tableCell', children })),
})

/** The extensions catalogue as one table: name (linked), description and tags. */
export function extensionsMarkdown({ extensions }: ExtensionsCatalogueModel): RootContent[] {
  const table: Table = {
    type: 'table',
    align: [null, null, null],
    children: [
      row([[text('Extension')], [text('Description')], [text('Tags')]]),
      ...extensions.map((extension) =>
        row([
          [{ type: 'link', url: extension.link, children: [code(extension.name)] }],
          [text(extension.comment)],
          [text(extension.tags.join(', '))],
        ]),
      ),
    ],
  }
  return [table]
}

const fieldPaths = (nodes: readonly FieldNode[]): FieldNode[] =>
  nodes.flatMap((node) => (node.kind === 'field' ? [node] : fieldPaths(node.children)))

/** Each log source as a paragraph, the list of its field paths and its example query. */
export function logSourcesMarkdown(sources: readonly LogSourceEntry[]): RootContent[] {
  return sources.flatMap((source): RootContent[] => {
    const fields: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: fieldPaths(source.fields).map((field) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: field.kind === 'field' ? [code(field.path), text(`: ${field.type}`)] : [],
          },
        ],
      })),
    }
    return [
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [text(source.displayName)] },
          text(' ('),
          code(source.id),
          text(`): ${source.summary}`),
        ],
      },
      fields,
      { type: 'paragraph', children: [text(`Example: ${source.exampleQuery.title}`)] },
      { type: 'code', lang: 'sql', value: source.exampleQuery.sql },
    ]
  })
}

/** The catalogue components of a repository's guides as Markdown. */
export function catalogueEmbeds(root: string): ComponentEmbeds {
  return {
    ExtensionsCatalogue: () => extensionsMarkdown(readExtensionsCatalogue(root)),
    LogSourcesCatalogue: () => logSourcesMarkdown(readLogSourcesCatalogue(root)),
  }
}
