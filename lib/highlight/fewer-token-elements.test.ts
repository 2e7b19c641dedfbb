import { toHtml } from 'hast-util-to-html'
import type { ShikiTransformer } from 'shiki'
import { describe, expect, it } from 'vitest'
import { highlightToHast } from './highlight'
import { transformerTypeHovers, typeHoverKey, type TypeHoverTable } from './type-hovers'

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&#x3C;/g, '<')

/** The spans of the first line, as `class:text` (`:text` for a span without class). */
const lineTokens = (html: string) =>
  [
    ...(/<span class="line">(.*?)<\/span>\n/.exec(`${html}\n`)?.[1] ?? '').matchAll(
      /<span(?: class="([^"]*)")?[^>]*>([^<]*)<\/span>/g,
    ),
  ].map((match) => `${match[1] ?? ''}:${match[2]}`)

/** Marks each `<PLACEHOLDER>` of a block, as a feature marks text inside code. */
const markPlaceholders: ShikiTransformer = {
  name: 'test:placeholders',
  preprocess(code, options) {
    options.decorations = [
      ...(options.decorations ?? []),
      ...[...code.matchAll(/<[A-Z_]+>/g)].map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
        properties: { 'data-placeholder': match[0].slice(1, -1) },
      })),
    ]
  },
}

describe('transformerFewerTokenElements', () => {
  it('joins neighbouring tokens of one colour and writes uncoloured ones as bare text', async () => {
    const code = 'export const answer = 42 // the answer\n'
    const html = toHtml(await highlightToHast(code, 'ts'))
    expect(textOf(html)).toBe(code.trimEnd())
    // Two keywords in a row are one span; no span is left without a class.
    expect(html).toContain('<span class="t-keyword">export const</span>')
    expect(html).not.toMatch(/<span>/)
    const tokens = lineTokens(html)
    for (let index = 1; index < tokens.length; index++) {
      expect(tokens[index]?.split(':')[0]).not.toBe(tokens[index - 1]?.split(':')[0])
    }
  })

  it('keeps apart the tokens that carry a type hover or a placeholder', async () => {
    const code = "const plinth = createClient('<PROJECT_URL>', '<ANON_KEY>')\n"
    const start = code.indexOf('plinth')
    const hovers: TypeHoverTable = {
      [typeHoverKey(code)]: [[start, start + 6, 'const plinth: PlinthClient']],
    }
    const html = toHtml(
      await highlightToHast(code, 'ts', [transformerTypeHovers(() => hovers), markPlaceholders]),
    )
    expect(textOf(html)).toBe(code.trimEnd())
    expect(html).toMatch(/aria-description="const plinth: PlinthClient">plinth<\/span>/)
    expect(html).toMatch(/data-placeholder="PROJECT_URL">&#x3C;PROJECT_URL><\/span>/)
    expect(html).toMatch(/data-placeholder="ANON_KEY">&#x3C;ANON_KEY><\/span>/)
  })

  it('keeps every line of a plain text block, empty ones included', async () => {
    const code = 'first line\n\nthird line\n'
    const html = toHtml(await highlightToHast(code, 'text'))
    expect(html.match(/<span class="line">/g)).toHaveLength(3)
    expect(html).toContain('<span class="line">first line</span>')
    expect(textOf(html)).toBe(code.trimEnd())
  })
})
