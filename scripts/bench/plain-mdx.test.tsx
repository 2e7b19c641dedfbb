import { evaluate } from '@mdx-js/mdx'
import { renderToStaticMarkup } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { plainMdx } from './plain-mdx'

/** Compiles plain MDX as the floor does (@mdx-js with remark-gfm, no components) and renders it. */
async function renderAsFloor(mdx: string) {
  const module = await evaluate(mdx, { Fragment, jsx, jsxs, remarkPlugins: [remarkGfm] })
  return { html: renderToStaticMarkup(<module.default />), meta: module.meta as unknown }
}

const page = (body: string) =>
  `---\ntitle: Row security\ndescription: Who reads which rows.\nsidebarTitle: RLS\n---\n\n${body}`

describe('plainMdx', () => {
  it('turns block components into divs and inline ones into spans, keeping their content', async () => {
    const source = page(
      [
        'Open <DashboardLink page="auth-providers">Auth providers</DashboardLink> first.',
        '',
        '<Tabs>',
        '<Tab label="SQL">',
        '',
        '```sql',
        'select 1;',
        '```',
        '',
        '</Tab>',
        '</Tabs>',
        '',
        '<Callout type="warning">',
        'Keep the **service key** secret.',
        '</Callout>',
        '',
        '<ProjectConfigVariables variable="url" />',
      ].join('\n'),
    )
    const { html } = await renderAsFloor(plainMdx(source, 'row-security.mdx'))
    expect(html).toContain('<p>Open <span>Auth providers</span> first.</p>')
    expect(html).toContain(
      '<div><div><pre><code class="language-sql">select 1;\n</code></pre></div></div>',
    )
    expect(html).toContain('<div><p>Keep the <strong>service key</strong> secret.</p></div>')
    expect(html).toContain('<div></div>')
    expect(html).not.toMatch(/label=|type=|page=|variable=/)
  })

  it('exports the frontmatter as meta instead of showing it', async () => {
    const { html, meta } = await renderAsFloor(plainMdx(page('Body text.'), 'rls.mdx'))
    expect(meta).toEqual({ title: 'Row security', description: 'Who reads which rows.' })
    expect(html).toBe('<p>Body text.</p>')
  })

  it('drops custom heading ids and keeps tables and lists', async () => {
    const body = '## Enable it [#enable]\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n- one\n- two\n'
    const { html } = await renderAsFloor(plainMdx(page(body), 'rls.mdx'))
    expect(html).toContain('<h2>Enable it</h2>')
    expect(html).toContain('<table>')
    expect(html).toContain('<li>one</li>')
  })

  it('writes a shared framework setup out in full', async () => {
    const { html } = await renderAsFloor(
      plainMdx(page('<FrameworkSetup framework="nextjs" />\n'), 'setup.mdx'),
    )
    expect(html).toContain('<pre><code')
    expect(html).not.toMatch(/FrameworkSetup|framework=/)
  })

  it('names the page when its frontmatter is wrong', () => {
    expect(() => plainMdx('---\ntitle: Only a title\n---\n\nText', 'content/guides/x.mdx')).toThrow(
      /content\/guides\/x\.mdx.*description/s,
    )
  })
})
