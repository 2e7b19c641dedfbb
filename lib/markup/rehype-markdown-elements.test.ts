import { toHtml as stringify } from 'hast-util-to-html'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { rehypeMarkdownElements } from './rehype-markdown-elements'

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeMarkdownElements)
const toHtml = (markdown: string) => stringify(processor.runSync(processor.parse(markdown)))

describe('rehypeMarkdownElements', () => {
  it('gives a link to a page of the docs the base path', () => {
    expect(toHtml('[Auth](/guides/auth)')).toBe('<p><a href="/docs/guides/auth">Auth</a></p>')
  })

  it('leaves a link to a section of the page as it is', () => {
    expect(toHtml('[Below](#below)')).toBe('<p><a href="#below">Below</a></p>')
  })

  it('opens another site in a new tab and says so to a screen reader', () => {
    expect(toHtml('[Postgres](https://www.postgresql.org "Docs")')).toBe(
      '<p><a href="https://www.postgresql.org" target="_blank" rel="noopener noreferrer" title="Docs">Postgres<span class="sr-only"> (opens in a new tab)</span></a></p>',
    )
  })

  it('puts a table in a focusable, named region that scrolls, and its links as any other', () => {
    const html = toHtml('| a |\n| - |\n| [Auth](/guides/auth) |')
    expect(html).toMatch(
      /^<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>.*<\/table><\/div>$/s,
    )
    expect(html).toContain('<a href="/docs/guides/auth">Auth</a>')
    expect(html.match(/table-scroll/g)).toHaveLength(1)
  })
})
