/**
 * The built guides (out/) show the type hovers the build computed: every block of the table, on
 * the pages that show it, with each identifier's type as its accessible description.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { TS_FENCES } from '../../lib/code-examples/ts-modules'
import { readTypeHoverTable, typeHoverKey } from '../../lib/highlight/type-hovers'

const table = readTypeHoverTable()
const guides = fs
  .readdirSync('out/guides', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))

/** The TypeScript and JavaScript code blocks of a built page, with their code as text. */
function tsBlocks(file: string): { code: string; pre: HTMLElement }[] {
  // node-html-parser keeps a <pre>'s content as raw text unless told otherwise.
  const html = parse(fs.readFileSync(path.join('out/guides', file), 'utf8'), {
    blockTextElements: { script: true, style: true, noscript: true },
  })
  return html.querySelectorAll('pre').flatMap((pre) => {
    const language = /\blanguage-(\w+)/.exec(pre.querySelector('code')?.classNames ?? '')?.[1]
    return language && TS_FENCES.includes(language) ? [{ code: pre.text, pre }] : []
  })
}

const typed = (pre: HTMLElement) =>
  pre
    .querySelectorAll('[aria-description]')
    .map((token) => [token.text, token.getAttribute('aria-description'), token.getAttribute('tabindex')])

describe('type hovers in the built guides', () => {
  it('show the type of a client call on the password sign-in page, focusable', () => {
    const tokens = tsBlocks('auth/passwords.html').flatMap(({ pre }) => typed(pre))
    expect(tokens).toContainEqual([
      'signInWithPassword',
      expect.stringMatching(/^\(method\) AuthClient\.signInWithPassword\(credentials: \{/),
      '0',
    ])
    expect(tokens).toContainEqual(['plinth', 'const plinth: PlinthClient<any, "public">', '0'])
  })

  it('every block of the table shows its hovers where a page shows it, and no other block has any', () => {
    const shown = new Set<string>()
    for (const file of guides) {
      for (const { code, pre } of tsBlocks(file)) {
        const key = typeHoverKey(code)
        const expected = (table[key] ?? []).map(([start, end, text]) => [
          code.slice(start, end),
          text,
          '0',
        ])
        expect(typed(pre), `${file}: ${code.split('\n')[0]}`).toEqual(expected)
        if (expected.length > 0) shown.add(key)
      }
    }
    expect([...shown].sort()).toEqual(Object.keys(table).sort())
  }, 120_000)
})
