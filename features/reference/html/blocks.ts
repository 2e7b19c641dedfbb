import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import { markdownToHast } from '../../../lib/reference/markdown'

export type HeadingLevel = 'h1' | 'h2'

/** Spec markdown, rendered at build time. */
export async function markdown(source: string, className = 'prose'): Promise<Element> {
  return h('div', { className }, await markdownToHast(source))
}

/** A section's title: `h2` in the document, the page's one `h1` on its crawler page. */
export function sectionHeading(level: HeadingLevel, id: string, title: string): Element {
  if (level === 'h1') return h('h1.reference-heading.heading', { dataPagefindWeight: '10' }, title)
  return h('h2.reference-heading.heading', { id }, [
    title,
    h('a.heading-anchor', { href: `#${id}`, ariaLabel: 'Link to this section' }, '#'),
  ])
}

export const subheading = (text: string) => h('h3.reference-subheading', text)

export const inlineCode = (text: string) => h('code', text)

/** Drops the nulls of optional parts, so builders can write `cond ? part : null`. */
export const present = (nodes: (ElementContent | null)[]): ElementContent[] =>
  nodes.filter((node): node is ElementContent => node !== null)
