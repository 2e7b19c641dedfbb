import { stringify as commas } from 'comma-separated-tokens'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx'
import { find, hastToReact, html } from 'property-information'
import { stringify as spaces } from 'space-separated-tokens'

/** `{ __html: html }` as the estree of a JSX attribute's expression. */
function innerHtmlExpression(markup: string): MdxJsxAttribute['value'] {
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
                  value: { type: 'Literal', value: markup },
                },
              ],
            },
          },
        ],
      },
    },
  }
}

/**
 * An element's properties as the JSX attributes React takes, named as the MDX compile names them
 * (`className`, `tabIndex`, `data-…`, `aria-…`), or null when one cannot be written as a string
 * (a `style`, which React takes as an object).
 */
function jsxAttributes(element: Element): MdxJsxAttribute[] | null {
  const attributes: MdxJsxAttribute[] = []
  for (const [key, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) continue
    if (key === 'style') return null
    const info = find(html, key)
    const name = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute
    const text =
      value === true
        ? null
        : Array.isArray(value)
          ? (info.commaSeparated ? commas : spaces)(value.map(String))
          : String(value)
    attributes.push({ type: 'mdxJsxAttribute', name, value: text })
  }
  return attributes
}

/** Whether a node is plain HTML to its last descendant: no component, expression or import. */
function isPlain(node: RootContent | ElementContent): boolean {
  if (node.type === 'text' || node.type === 'comment') return true
  if (node.type !== 'element') return false
  return node.children.every(isPlain)
}

/** Elements whose line breaks between children the MDX compile drops (hast-util-to-estree). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr'])

/**
 * Writes the elements as React would have rendered them: a `data-`, `aria-` or true-or-false
 * (`spellcheck`) property that is `true` or `false` as that word (the HTML serializer would write
 * an empty attribute or none), a table column's alignment as a style, which the stylesheet's
 * `text-align` of cells does not override (as it would an `align`), and no line break between the
 * parts of a table, as the compile writes them.
 */
function asReactWrites(nodes: ElementContent[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue
    for (const [key, value] of Object.entries(node.properties)) {
      const info = find(html, key)
      if (typeof value === 'boolean' && (!info.space || info.booleanish))
        node.properties[key] = String(value)
    }
    const { align } = node.properties
    if (typeof align === 'string') {
      delete node.properties.align
      node.properties.style = `text-align:${align}`
    }
    if (TABLE_PARTS.has(node.tagName)) {
      node.children = node.children.filter((child) => child.type !== 'text' || child.value !== '\n')
    }
    asReactWrites(node.children)
  }
}

/** An element whose children React writes as the one string of HTML they are. */
function withStaticChildren(element: Element): MdxJsxFlowElementHast | null {
  asReactWrites([element])
  const attributes = jsxAttributes(element)
  if (attributes === null) return null
  return {
    type: 'mdxJsxFlowElement',
    name: element.tagName,
    attributes: [
      ...attributes,
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: innerHtmlExpression(toHtml(element.children)),
      },
    ],
    children: [],
  }
}

/** The node, or its static form when it is the top of a plain part of the page. */
function staticForm<T extends RootContent | ElementContent>(node: T): T | MdxJsxFlowElementHast {
  // An element of text alone is no lighter as a string: its JSX call is the same.
  if (
    node.type === 'element' &&
    node.children.some((child) => child.type === 'element') &&
    isPlain(node)
  ) {
    const converted = withStaticChildren(node)
    if (converted) return converted
  }
  if ('children' in node) {
    const parent = node as T & { children: (RootContent | ElementContent)[] }
    parent.children = parent.children.map(staticForm)
  }
  return node
}

/**
 * Hands every part of a page that is plain HTML (a paragraph, a list, a table, a heading, a code
 * block: any element with no component, expression or import inside it) to React as its element
 * with one string of HTML inside, instead of a JSX call per element, text run and token. The
 * document is the same; the page's module holds a fraction of the calls, so it compiles and
 * renders faster. Components keep their JSX, and the plain parts inside them are handed over the
 * same way. Runs last: nothing after it looks inside an element.
 */
export function rehypeStaticHtml() {
  return (tree: Root) => {
    tree.children = tree.children.map(staticForm) as Root['children']
  }
}
