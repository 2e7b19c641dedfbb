import { compile, evaluate } from '@mdx-js/mdx'
import type { Root } from 'hast'
import type { MDXComponents } from 'mdx/types'
import { HTMLElement, type Node, parse, TextNode } from 'node-html-parser'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import type { PluggableList } from 'unified'
import { describe, expect, it } from 'vitest'
import { createRehypePlugins, remarkPlugins } from '../mdx/pipeline'
import { rehypeStaticHtml } from './rehype-static-html'

const page = [
  'A paragraph with **strong** words, `code`, a [guide](/guides/auth) and an',
  '[outside page](https://example.com/a?b=1&c=2 "Example"), and a [section](#table).',
  '',
  '## A table [#table]',
  '',
  '| Column | Meaning |',
  '| :-- | --: |',
  '| `id` | The row\'s key, < 10 & "quoted" |',
  '',
  '```ts title="client.ts"',
  "const plinth = createClient('<PROJECT_URL>', '<ANON_KEY>')",
  'if (a < b && c > "d") console.log(`${a}`)',
  '```',
  '',
  '<Callout type="tip">',
  '',
  'Inside a component: a list',
  '',
  '- one [link](/guides/database)',
  '- two',
  '',
  '</Callout>',
  '',
  '1. First <PlatformValue name="localDev.minimumRamGb" /> step with *emphasis*',
  '2. Second',
  '',
].join('\n')

const components: MDXComponents = {
  Callout: ({ children }: { children?: ReactNode }) => <aside>{children}</aside>,
  PlatformValue: ({ name }: { name: string }) => <span data-value={name} />,
}

const withStaticHtml = createRehypePlugins()
const elementByElement = withStaticHtml.filter((plugin) => plugin !== rehypeStaticHtml)

async function render(rehypePlugins: PluggableList): Promise<string> {
  const { default: Page } = await evaluate(
    { path: `${process.cwd()}/content/guides/example.mdx`, value: page },
    { Fragment, jsx, jsxs, remarkPlugins, rehypePlugins },
  )
  return renderToStaticMarkup(<Page components={components} />)
}

/**
 * The document an HTML string parses to, written out with its text decoded: React and the HTML
 * serializer escape differently (`&lt;` and `&#x3C;`), so equal documents may differ in bytes.
 */
function parsed(html: string): string {
  const write = (node: Node): string => {
    if (node instanceof TextNode) return JSON.stringify(node.text)
    if (!(node instanceof HTMLElement)) return ''
    return `<${node.rawTagName} ${JSON.stringify(node.attributes)}>${node.childNodes.map(write).join('')}</>`
  }
  return write(parse(html))
}

const compiled = async (rehypePlugins: PluggableList) =>
  String(
    await compile(
      { path: `${process.cwd()}/content/guides/example.mdx`, value: page },
      { remarkPlugins, rehypePlugins, outputFormat: 'function-body' },
    ),
  )

describe('rehypeStaticHtml', () => {
  it('renders the document of element-by-element JSX from a module with a call per plain part', async () => {
    expect(withStaticHtml).toContain(rehypeStaticHtml)
    const html = await render(withStaticHtml)
    expect(parsed(html)).toBe(parsed(await render(elementByElement)))
    expect(html).toContain('<span class="t-keyword">const</span>')
    expect(html).toContain('<aside><p>Inside a component: a list</p>')

    const calls = (output: string, element: string) =>
      output.match(new RegExp(`_jsxs?\\(_components\\.${element},`, 'g'))?.length ?? 0
    const before = await compiled(elementByElement)
    const after = await compiled(withStaticHtml)
    // No call for a cell, a link, a token or inline code; the ordered list's items stay calls,
    // one holding a component and one of text alone (no lighter as a string).
    for (const element of ['td', 'a', 'span', 'code']) {
      expect(calls(before, element)).toBeGreaterThan(0)
      expect(calls(after, element)).toBe(0)
    }
    expect(calls(after, 'li')).toBe(2)
  })

  it('keeps a component, and the element holding it, as JSX', async () => {
    const output = await compiled(withStaticHtml)
    expect(output).toMatch(/_jsx\(PlatformValue, \{\s*name: "localDev\.minimumRamGb"/)
    expect(output).toMatch(/_jsxs?\(Callout, \{/)
  })

  it('leaves an element with a style, which React takes as an object, element by element', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: { style: 'color: red' },
          children: [{ type: 'element', tagName: 'em', properties: {}, children: [] }],
        },
      ],
    }
    rehypeStaticHtml()(tree)
    expect(tree.children[0]).toMatchObject({ type: 'element', tagName: 'p' })
  })
})
