import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import path from 'node:path'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { dashboardPageKinds, isDashboardPageKind } from '../address/dashboard-pages'

/**
 * Fails the compile when a `<DashboardLink>` names a page kind `lib/dashboard-pages.ts` does not
 * define (or gives it as anything but a plain string), naming the kind and the page.
 */
export function remarkDashboardLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      if (element.name !== 'DashboardLink') return
      const where = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>'
      const line = element.position ? `:${element.position.start.line}` : ''
      const value = element.attributes.find(
        (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'page',
      )?.value
      if (typeof value !== 'string' || !isDashboardPageKind(value)) {
        throw new Error(
          `${where}${line}: <DashboardLink page=${typeof value === 'string' ? `"${value}"` : '…'}> needs page="…" set to one of ${dashboardPageKinds.join(', ')}.`,
        )
      }
    })
  }
}
