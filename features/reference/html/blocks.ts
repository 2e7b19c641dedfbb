import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import { withAnchor } from '../../../lib/markup/heading'
import { createMarkdownToHast } from '../../../lib/reference/markdown'
import { transformerProjectPlaceholders } from '../../credentials-helper/project-placeholders-transformer'

export type HeadingLevel = 'h1' | 'h2'

const markdownToHast = createMarkdownToHast([transformerProjectPlaceholders])

/** The level of the headings just below a section's title: h3 in the document, h2 alone. */
const belowTitle = (level: HeadingLevel) => (level === 'h1' ? 2 : 3)

/** Spec markdown, rendered at build time; its headings sit below the section's title. */
export async function markdown(
  source: string,
  level: HeadingLevel,
  className = 'prose',
): Promise<Element> {
  return h('div', { className }, await markdownToHast(source, belowTitle(level)))
}

/** A section's title: `h2` in the document, the page's one `h1` on its crawler page. */
export function sectionHeading(level: HeadingLevel, id: string, title: string): Element {
  if (level === 'h1') return h('h1.reference-heading.heading', { dataPagefindWeight: '10' }, title)
  return withAnchor(h('h2.reference-heading', title), id)
}

/** A part of a section (Parameters, Flags, Examples...), one level below its title. */
export const subheading = (text: string, level: HeadingLevel) =>
  h(`h${belowTitle(level)}.reference-subheading`, text)

/** One example's name, below the section's Examples subheading. */
export const exampleHeading = (text: string, level: HeadingLevel) =>
  h(`h${belowTitle(level) + 1}`, text)

export const inlineCode = (text: string) => h('code', text)

/** Drops the nulls of optional parts, so builders can write `cond ? part : null`. */
export const present = (nodes: (ElementContent | null)[]): ElementContent[] =>
  nodes.filter((node): node is ElementContent => node !== null)
