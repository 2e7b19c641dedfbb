import type { Node, Parent, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import fs from 'node:fs'
import path from 'node:path'
import { SKIP, visit } from 'unist-util-visit'
import { parsePage } from '../mdx/parse'

/**
 * A framework's client setup (its files, their names, the proxy or hook that refreshes the
 * session) is written once, in `content/includes/framework-setup/{framework}.mdx`, and a page
 * shows it with `<FrameworkSetup framework="nextjs" />`. The element is replaced by the file's
 * content before anything else reads the page (the compile, the Markdown twin, the code checks),
 * so every page that sets a framework up shows the same files.
 */
export const FRAMEWORK_SETUP_ELEMENT = 'FrameworkSetup'

/** The folder of the setups, relative to the repository root. */
export const FRAMEWORK_SETUPS_FOLDER = 'content/includes/framework-setup'

/** The frameworks that have a shared setup: the file names of the folder. */
export function listFrameworkSetups(root = process.cwd()): string[] {
  return fs
    .readdirSync(path.join(root, FRAMEWORK_SETUPS_FOLDER))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
    .sort()
}

/** The setup file of a framework, relative to the repository root. */
export const frameworkSetupFile = (framework: string) =>
  `${FRAMEWORK_SETUPS_FOLDER}/${framework}.mdx`

/** Which setup file an expanded node came from, for messages that name the file and line. */
const origins = new WeakMap<Node, string>()

/** The setup file a node of an expanded page was read from; undefined for the page's own nodes. */
export const includedFrom = (node: Node): string | undefined => origins.get(node)

/** A setup's blocks, parsed as MDX the way pages are. Fails on headings: the page owns those. */
export function readFrameworkSetup(framework: string, root = process.cwd()): RootContent[] {
  const file = frameworkSetupFile(framework)
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  const tree = parsePage(source, 'mdx', file)
  visit(tree, (node) => {
    if (node.type === 'heading') {
      throw new Error(
        `${file}:${node.position?.start.line ?? 0}: a framework setup has no headings; the page that shows it gives the heading.`,
      )
    }
    origins.set(node, file)
  })
  return tree.children
}

function frameworkOf(element: MdxJsxFlowElement): string | undefined {
  const attribute = element.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === 'framework',
  )
  return typeof attribute?.value === 'string' ? attribute.value : undefined
}

/**
 * Replaces every `<FrameworkSetup framework="…" />` of a page with that framework's setup.
 * `where` names the page in errors: an unknown framework, or a name that is not a plain string.
 */
export function expandFrameworkSetups(tree: Root, where: string, root = process.cwd()): void {
  let known: Set<string> | undefined
  visit(tree, 'mdxJsxFlowElement', (element: MdxJsxFlowElement, index, parent: Parent | undefined) => {
    if (element.name !== FRAMEWORK_SETUP_ELEMENT || !parent || index === undefined) return
    const framework = frameworkOf(element)
    known ??= new Set(listFrameworkSetups(root))
    if (!framework || !known.has(framework)) {
      throw new Error(
        `${where}:${element.position?.start.line ?? 0}: <${FRAMEWORK_SETUP_ELEMENT} framework="${framework ?? ''}" /> names no setup; use one of ${[...known].join(', ')} (files in ${FRAMEWORK_SETUPS_FOLDER}).`,
      )
    }
    const blocks = readFrameworkSetup(framework, root)
    parent.children.splice(index, 1, ...(blocks as Parent['children']))
    return [SKIP, index + blocks.length]
  })
}
