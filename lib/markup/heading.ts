import type { Element } from 'hast'
import { h } from 'hastscript'

/** Makes a heading with an id link to itself: the link shows on hover and focus. */
export function withAnchor(heading: Element, id: string): Element {
  const className = heading.properties.className
  heading.properties.id = id
  heading.properties.className = [...(Array.isArray(className) ? className : []), 'heading']
  heading.children.push(
    h('a.heading-anchor', { href: `#${id}`, ariaLabel: 'Link to this section' }, '#'),
  )
  return heading
}
