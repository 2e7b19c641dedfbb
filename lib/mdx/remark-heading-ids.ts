import type { Program } from 'estree'
import { valueToEstree } from 'estree-util-value-to-estree'
import type { Root } from 'mdast'
import type {} from 'mdast-util-mdxjs-esm'
import { assignHeadingIds, type TocEntry } from './headings'

/** `export const toc = [...]`, so the page's table of contents comes from the same compile. */
function exportToc(toc: TocEntry[]): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: 'toc' },
              init: valueToEstree(toc),
            },
          ],
        },
      },
    ],
  }
}

/** Gives headings their anchors and exports the page's table of contents from its module. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const toc = assignHeadingIds(tree)
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: exportToc(toc) } })
  }
}
