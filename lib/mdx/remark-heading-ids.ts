import type { Root } from 'mdast'
import { assignHeadingIds } from '../content/headings'

/** Gives headings their anchors in the compiled page, the same way the table of contents does. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    assignHeadingIds(tree)
  }
}
