import { compile, evaluate } from '@mdx-js/mdx'
import type { Root } from 'hast'
import { HTMLElement, type Node, parse, TextNode } from 'node-html-parser'
import { renderToStaticMarkup } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import type { PluggableList } from 'unified'
import { describe, expect, it } from 'vitest'
import { createRehypePlugins, remarkPlugins } from '../mdx/pipeline'
import { rehypeStaticCode } from './rehype-static-code'

const page = [
  '```ts title="client.ts"',
  "const plinth = createClient('<PROJECT_URL>', '<ANON_KEY>')",
  'if (a < b && c > "d") console.log(`${a}`)',
  '```',
  '',
  '```sql',
  "select 'it''s' as quoted;",
  '```',
  '',
].join('\n')

const withStaticCode = createRehypePlugins()
const elementByElement = withStaticCode.filter((plugin) => plugin !== rehypeStaticCode)

async function render(rehypePlugins: PluggableList): Promise<string> {
  const { default: Page } = await evaluate(
    { path: `${process.cwd()}/content/guides/example.mdx`, value: page },
    { Fragment, jsx, jsxs, remarkPlugins, rehypePlugins },
  )
  return renderToStaticMarkup(<Page />)
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
  String(await compile(page, { remarkPlugins, rehypePlugins, outputFormat: 'function-body' }))

describe('rehypeStaticCode', () => {
  it('renders the HTML of element-by-element JSX from a module without a call per token', async () => {
    expect(withStaticCode).toContain(rehypeStaticCode)
    const html = await render(withStaticCode)
    expect(parsed(html)).toBe(parsed(await render(elementByElement)))
    expect(html).toContain('<code class="language-ts">')
    expect(html).toContain('<span class="t-keyword">const</span>')

    const tokenCalls = (output: string) => output.match(/className: "t-/g)?.length ?? 0
    expect(tokenCalls(await compiled(elementByElement))).toBeGreaterThan(20)
    expect(tokenCalls(await compiled(withStaticCode))).toBe(0)
  })

  it('fails naming a property of a highlighted <code> it would not carry over', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [
            { type: 'element', tagName: 'code', properties: { dataLine: '3' }, children: [] },
          ],
        },
      ],
    }
    expect(() => rehypeStaticCode()(tree)).toThrow(/"dataLine"/)
  })
})
