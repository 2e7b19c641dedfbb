import type { ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { createMarkdownToHast } from './markdown'

const markdownToHast = createMarkdownToHast()

const headings = (nodes: ElementContent[]) =>
  nodes.flatMap((node) =>
    node.type === 'element' && /^h[1-6]$/.test(node.tagName) ? [node.tagName] : [],
  )

describe('markdownToHast', () => {
  it('puts the highest heading at the given level and keeps the others below it', async () => {
    const source = '### Filtering\n\ntext\n\n#### By column\n\n### Ordering'
    expect(headings(await markdownToHast(source, 3))).toEqual(['h3', 'h4', 'h3'])
    expect(headings(await markdownToHast(source, 2))).toEqual(['h2', 'h3', 'h2'])
  })

  it('demotes a ## heading below a section title', async () => {
    expect(headings(await markdownToHast('## Installing\n\n### From npm'))).toEqual(['h3', 'h4'])
  })

  it('makes code a focusable region named after its language', async () => {
    const html = toHtml({ type: 'root', children: await markdownToHast('```sql\nselect 1;\n```') })
    expect(html).toMatch(/^<pre [^>]*tabindex="0"[^>]* role="region" aria-label="Code \(sql\)">/)
  })
})
