import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import path from 'node:path'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

export interface KnownComponentsOptions {
  names: readonly string[]
}

const isComponentName = (name: string) => /^[A-Z]/.test(name) || name.includes('.')

/**
 * Fails the compile when a page uses a component the registry does not define, naming the
 * component and the file, instead of failing later at render time without the file.
 */
export function remarkKnownComponents({ names }: KnownComponentsOptions) {
  const known = new Set(names)
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const { name, position } = node as MdxJsxFlowElement | MdxJsxTextElement
      if (!name || !isComponentName(name) || known.has(name)) return
      const where = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>'
      const line = position ? `:${position.start.line}:${position.start.column}` : ''
      throw new Error(
        `Expected component \`${name}\` to be defined: ${where}${line} uses it, but the MDX component registry (components/mdx/registry.tsx) has no such component.`,
      )
    })
  }
}
