import { evaluate } from '@mdx-js/mdx'
import { renderToStaticMarkup } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { describe, expect, it, vi } from 'vitest'
import { createRehypePlugins, remarkPlugins } from '../mdx/pipeline'

async function render(value: string): Promise<string> {
  const { default: Page } = await evaluate(
    { path: `${process.cwd()}/content/guides/example.mdx`, value },
    { Fragment, jsx, jsxs, remarkPlugins, rehypePlugins: createRehypePlugins() },
  )
  return renderToStaticMarkup(<Page />)
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

describe('rehypeMarkup', () => {
  it('frames a code block with its file name and a copy button', async () => {
    const html = await render('```ts title="client.ts"\nconst a = 1\n```\n')
    expect(html).toMatch(/^<figure class="code-block" data-code-block="true" data-language="ts">/)
    expect(html).toContain('<figcaption class="code-title">client.ts</figcaption>')
    expect(html).toContain('aria-label="Copy code"')
    expect(html).not.toContain('data-title')
  })

  it('links a heading with an id to itself', async () => {
    const html = await render('## Set up\n')
    expect(html).toBe(
      '<h2 id="set-up" class="heading">Set up<a class="heading-anchor" href="#set-up" aria-label="Link to this section">#</a></h2>',
    )
  })

  it('turns <Tabs> into a tab set of its group, the first tab shown', async () => {
    const html = await render(
      '<Tabs groupId="package-manager">\n<Tab label="npm">\n\n```bash\nnpm i\n```\n\n</Tab>\n<Tab label="yarn">\n\nUse yarn.\n\n</Tab>\n</Tabs>\n',
    )
    expect(html).toContain('data-tabs="package-manager"')
    expect(count(html, /role="tab"/)).toBe(2)
    expect(html).toMatch(/id="tabs-1-tab-0"[^>]*aria-selected="true"[^>]*>npm</)
    expect(html).toMatch(/<div class="tab-panel" role="tabpanel" id="tabs-1-panel-1"[^>]*hidden/)
    expect(count(html, /data-code-block/)).toBe(1)
  })

  it('keeps the language and file name of a code block inside a tab', async () => {
    const html = await render(
      '<Tabs>\n<Tab label="ts">\n\n```ts title="a.ts"\nconst a = 1\n```\n\n</Tab>\n</Tabs>\n',
    )
    expect(html).toContain('<figure class="code-block" data-code-block="true" data-language="ts">')
    expect(html).toContain('<figcaption class="code-title">a.ts</figcaption>')
  })

  it('fails the compile on a tab label that is not a plain string', async () => {
    await expect(render('<Tabs>\n<Tab label={"npm"}>\n\nx\n\n</Tab>\n</Tabs>\n')).rejects.toThrow(
      /label as a plain string/,
    )
  })

  it('gives Run controls to the SQL blocks the content tests run, numbered as they count them', async () => {
    const html = await render(
      [
        '```sql\nselect 1;\n```',
        '```sql norun="needs pg_cron"\nselect cron.schedule();\n```',
        '```ts\nconst a = 1\n```',
        '<Tabs>\n<Tab label="one">\n\n```sql title="In a tab"\nselect 3;\n```\n\n</Tab>\n</Tabs>',
      ].join('\n\n'),
    )
    expect(count(html, /data-code-block/)).toBe(4)
    expect([...html.matchAll(/data-sql-block="(\d+)"/g)].map((match) => match[1])).toEqual([
      '1',
      '3',
    ])
    expect(count(html, /data-sql-action="run"/)).toBe(2)
    expect(count(html, /<div class="sql-run"[^>]*data-pagefind-ignore/)).toBe(2)
    expect(html).toMatch(/<figure[^>]*data-sql-block="3"><figcaption class="code-title">In a tab/)
    expect(html).not.toContain('data-runnable-sql')
    expect(
      count(html, /<input data-sql-user=""[^>]*value="11111111-1111-4111-8111-111111111111"/),
    ).toBe(2)
  })

  it('renders the user id field for the reader to edit, without React warning of a read-only value', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await render('```sql\nselect 1;\n```\n')
      expect(errors.mock.calls.flat().join('\n')).not.toMatch(/without an `onChange` handler/)
    } finally {
      errors.mockRestore()
    }
  })

  it('leaves pages without runnable SQL as they were', async () => {
    const html = await render('```sql norun="runs on the log store"\nselect 1;\n```\n')
    expect(html).not.toMatch(/data-sql|sql-run/)
  })
})
