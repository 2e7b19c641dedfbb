import type { Root } from 'mdast'
import path from 'node:path'
import type { VFile } from 'vfile'
import { expandFrameworkSetups } from '../content/framework-setups'

/** Shows each `<FrameworkSetup framework="…" />` of a page as that framework's shared setup. */
export function remarkFrameworkSetups() {
  return (tree: Root, file: VFile) => {
    const where = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>'
    expandFrameworkSetups(tree, where)
  }
}
