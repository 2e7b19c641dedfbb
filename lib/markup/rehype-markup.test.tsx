import { evaluate } from '@mdx-js/mdx'
import { renderToStaticMarkup } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
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

  it('fails the compile on a tab label that is not a plain string', async () => {
    await expect(render('<Tabs>\n<Tab label={"npm"}>\n\nx\n\n</Tab>\n</Tabs>\n')).rejects.toThrow(
      /label as a plain string/,
    )
  })
})
