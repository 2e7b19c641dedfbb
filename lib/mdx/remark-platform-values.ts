import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import path from 'node:path'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { isPlatformConstantName } from '../platform/constants'

/**
 * Fails the compile when a `<PlatformValue>` names no constant of `lib/platform/constants.ts`
 * (or gives its name as anything but a plain string), naming the value and the page.
 */
export function remarkPlatformValues() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      if (element.name !== 'PlatformValue') return
      const where = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>'
      const line = element.position ? `:${element.position.start.line}` : ''
      const attribute = element.attributes.find(
        (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'name',
      )
      const value = attribute?.value
      if (typeof value !== 'string') {
        throw new Error(
          `${where}${line}: <PlatformValue> needs name="…" as a plain string naming a key of lib/platform/constants.ts.`,
        )
      }
      if (!isPlatformConstantName(value)) {
        throw new Error(
          `${where}${line}: <PlatformValue name="${value}" /> names no platform constant; add it to lib/platform/constants.ts or fix the name.`,
        )
      }
    })
  }
}
