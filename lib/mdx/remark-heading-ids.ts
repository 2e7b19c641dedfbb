import type { Root } from 'mdast'
import type {} from 'mdast-util-mdxjs-esm'
import { esmExport } from './esm-export'
import { assignHeadingIds } from './headings'

/** Gives headings their anchors and exports the page's table of contents from its module. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const toc = assignHeadingIds(tree)
    tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: esmExport('toc', toc) } })
  }
}
