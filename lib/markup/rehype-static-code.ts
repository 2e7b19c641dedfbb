import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'
import { classesOf } from '../hast-classes'

/** `{ __html: html }` as the estree of a JSX attribute's expression. */
function innerHtmlExpression(html: string): MdxJsxFlowElementHast['attributes'][number]['value'] {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  kind: 'init',
                  method: false,
                  shorthand: false,
                  computed: false,
                  key: { type: 'Identifier', name: '__html' },
                  value: { type: 'Literal', value: html },
                },
              ],
            },
          },
        ],
      },
    },
  }
}

/** The class of a highlighted `<code>`: Shiki names the property `class`, rehype `className`. */
function classNameOf(code: Element): string | null {
  const names = Object.keys(code.properties)
  const unknown = names.find((name) => name !== 'class' && name !== 'className')
  if (unknown)
    throw new Error(
      `a highlighted <code> has a property "${unknown}" this step does not carry over`,
    )
  const classes = classesOf(code)
  return classes.length === 0 ? null : classes.join(' ')
}

/** A `<code>` whose content React writes as the HTML string it is, not element by element. */
function staticCode(code: Element): MdxJsxFlowElementHast {
  const className = classNameOf(code)
  return {
    type: 'mdxJsxFlowElement',
    name: 'code',
    attributes: [
      ...(className === null
        ? []
        : [{ type: 'mdxJsxAttribute' as const, name: 'className', value: className }]),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: innerHtmlExpression(toHtml(code.children)),
      },
    ],
    children: [],
  }
}

/**
 * Hands each highlighted block's code to React as one string of HTML: a block is an element per
 * token (hundreds in a long one), which the compiled page would otherwise build one by one as
 * JSX. The HTML is the same; the page's module is a fraction of the size, so it compiles and
 * renders faster. Runs last: nothing after it looks inside a `<code>`.
 */
export function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return
      pre.children = pre.children.map((child) =>
        child.type === 'element' && child.tagName === 'code' ? staticCode(child) : child,
      )
      return SKIP
    })
  }
}
