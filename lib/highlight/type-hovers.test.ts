import { compile } from '@mdx-js/mdx'
import { toHtml } from 'hast-util-to-html'
import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { createRehypePlugins, remarkPlugins } from '../mdx/pipeline'
import { highlightToHast } from './highlight'
import {
  readTypeHoverTable,
  transformerTypeHovers,
  TYPE_HOVERS_FILE,
  typeHoverKey,
  type TypeHoverTable,
} from './type-hovers'

const code = "const { data, error } = await plinth.from('countries').select()\n"
const FROM = '(method) PlinthClient.from(relation: string): PostgrestQueryBuilder'
const at = (word: string): [number, number] => [
  code.indexOf(word),
  code.indexOf(word) + word.length,
]
const table: TypeHoverTable = {
  [typeHoverKey(code)]: [
    [...at('plinth'), 'const plinth: PlinthClient'],
    [...at('from'), FROM],
  ],
}

describe('transformerTypeHovers', () => {
  it('makes each identifier of the table a focusable token that carries its type', async () => {
    const pre = await highlightToHast(code, 'ts', [transformerTypeHovers(() => table)])
    const html = toHtml(pre)
    expect(html).toContain(`tabindex="0" aria-description="${FROM}">from</span>`)
    expect(html).toMatch(/tabindex="0" aria-description="const plinth: PlinthClient">plinth</)
    expect(html.match(/tabindex="0"/g)).toHaveLength(3) // the two identifiers and the <pre>
    // The type is an attribute: the text of the code, which copying reads, is the code alone.
    expect(html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")).toBe(code.trimEnd())
  })

  it('leaves a block alone that the table does not hold, or holds for other code', async () => {
    const other = await highlightToHast(`${code}// changed\n`, 'ts', [
      transformerTypeHovers(() => table),
    ])
    expect(toHtml(other)).not.toContain('aria-description')
  })

  it('gives guide blocks their hovers through the MDX pipeline', async () => {
    const output = String(
      await compile(`\`\`\`ts title="countries.ts"\n${code}\`\`\`\n`, {
        remarkPlugins,
        rehypePlugins: createRehypePlugins([transformerTypeHovers(() => table)]),
        outputFormat: 'function-body',
      }),
    )
    expect(output).toContain('<pre class=\\"shiki plinth\\" tabindex=\\"0\\"')
    expect(output).toContain(`aria-description=\\"${FROM}\\"`)
  })
})

describe('readTypeHoverTable', () => {
  const rootWith = (contents: string) => writeTempTree({ [TYPE_HOVERS_FILE]: contents })

  it('reads the table the build step wrote', () => {
    expect(readTypeHoverTable(rootWith(JSON.stringify(table)))).toEqual(table)
  })

  it('fails naming the file and the field when the table is missing or malformed', () => {
    expect(() => readTypeHoverTable(os.tmpdir())).toThrow(`${TYPE_HOVERS_FILE} is missing`)
    const bad = rootWith(JSON.stringify({ abc: [[0, 'x', 'text']] }))
    expect(() => readTypeHoverTable(bad)).toThrow(`${TYPE_HOVERS_FILE}: abc.0.1:`)
  })
})
