import type { Element, ElementContent, Root } from 'hast'
import type { ShikiTransformer } from 'shiki'
import { classesOf } from '../hast-classes'

/** A token's span that holds only text and carries nothing but its colour class, or none. */
function plainToken(node: ElementContent): { className: string; text: string } | null {
  if (node.type !== 'element' || node.tagName !== 'span') return null
  const names = Object.keys(node.properties)
  if (names.some((name) => name !== 'class' && name !== 'className')) return null
  const classes = classesOf(node)
  if (classes.some((name) => !name.startsWith('t-'))) return null
  const className = classes.join(' ')
  if (!node.children.every((child) => child.type === 'text')) return null
  return { className, text: node.children.map((child) => child.value).join('') }
}

/** A line's tokens with neighbours of one colour joined and uncoloured ones as bare text. */
function joinTokens(children: readonly ElementContent[]): ElementContent[] {
  const joined: ElementContent[] = []
  for (const child of children) {
    const token = plainToken(child)
    const last = joined.at(-1)
    if (!token) {
      joined.push(child)
    } else if (token.className === '') {
      if (last?.type === 'text') last.value += token.text
      else joined.push({ type: 'text', value: token.text })
    } else {
      const previous = last ? plainToken(last) : null
      if (last?.type === 'element' && previous?.className === token.className) {
        last.children = [{ type: 'text', value: previous.text + token.text }]
      } else {
        joined.push({ ...child, children: [{ type: 'text', value: token.text }] } as Element)
      }
    }
  }
  return joined
}

const isLine = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'span' && classesOf(node).includes('line')

/**
 * Writes each line with as few elements as its colours need: Shiki gives every token a span, so
 * two keywords in a row or a run of uncoloured punctuation cost an element each, in every page
 * that shows the block. Tokens carrying anything besides a colour (a type hover, a placeholder
 * of the credentials helper, a highlighted region) stay as they are. Runs after every other
 * step on the tokens, Shiki's decorations included (they wrap tokens in `code`).
 */
export const transformerFewerTokenElements: ShikiTransformer = {
  name: 'plinth:fewer-token-elements',
  root(root: Root) {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue
        if (isLine(child)) child.children = joinTokens(child.children)
        else visit(child)
      }
    }
    visit(root)
  },
}
