import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { typeHoverKey } from '../highlight/type-hovers'
import type { CodeExample } from './code-examples'
import { clientVersionOf } from './guide-modules'
import { GUIDE_CONTEXT } from './ts-context'
import { pageModules } from './ts-modules'
import { createExamplesService } from './ts-service'
import { buildTypeHoverTable, typeHoverInputs, typeHoverModules, typeHoversOf } from './type-hovers'

const block = (code: string, meta = ''): CodeExample => ({
  where: 'content/guides/fixture.mdx:1',
  language: 'tsx',
  code,
  meta,
})

const client = [
  "import { useState } from 'react'",
  '',
  'export function Countries() {',
  '  const [names, setNames] = useState<string[]>([])',
  '  async function load() {',
  "    const { data, error } = await plinth.from('countries').select('name')",
  '    if (error) throw error',
  '    setNames((data ?? []).map((row) => String(row.name)))',
  '  }',
  '  return <button onClick={load}>{names.length}</button>',
  '}',
].join('\n')

const signUp = [
  'const { error } = await plinth.auth.signUp({',
  "  email: 'ada@example.com',",
  "  password: 'a long secret',",
  "  options: { emailRedirectTo: 'https://example.com/welcome' },",
  '})',
].join('\n')

/** The hovers of each block of one guide page, by the identifier's text. */
function hoversOf(blocks: CodeExample[]) {
  const service = createExamplesService(
    pageModules('guides/page-0', blocks, GUIDE_CONTEXT),
    clientVersionOf,
  )
  return [...service.files.keys()].map((file, index) =>
    typeHoversOf(service, file).map(({ start, end, text }) => [
      blocks[index]?.code.slice(start, end),
      text,
    ]),
  )
}

describe('typeHoversOf', () => {
  let clientHovers: (string | undefined)[][] = []
  let signUpHovers: (string | undefined)[][] = []
  beforeAll(() => {
    ;[clientHovers = [], signUpHovers = []] = hoversOf([block(client), block(signUp)])
  }, 60_000)

  it("gives a client call TypeScript's quick info from our declarations", () => {
    expect(clientHovers).toContainEqual([
      'from',
      '(method) PlinthClient<any, "public">.from(relation: string): PostgrestQueryBuilder',
    ])
    expect(clientHovers).toContainEqual(['plinth', 'const plinth: PlinthClient<any, "public">'])
    expect(clientHovers.find(([name]) => name === 'select')?.[1]).toMatch(
      /^\(method\) PostgrestQueryBuilder\.select\(columns\?: string/,
    )
  })

  it('types the values our API returns, narrowed where they stand', () => {
    const errors = clientHovers.filter(([name]) => name === 'error').map(([, text]) => text)
    expect(errors).toEqual([
      'const error: PostgrestError | null',
      'const error: PostgrestError | null',
      'const error: PostgrestError',
    ])
  })

  it("types the keys of the options our API takes, and leaves the page's own code alone", () => {
    expect(signUpHovers.map(([name]) => name)).toEqual([
      'error',
      'plinth',
      'auth',
      'signUp',
      'email',
      'password',
      'options',
      'emailRedirectTo',
    ])
    const names = clientHovers.map(([name]) => name)
    for (const own of ['useState', 'Countries', 'names', 'setNames', 'load', 'row', 'onClick'])
      expect(names).not.toContain(own)
  })
})

describe('typeHoversOf with a context declaration of several lines', () => {
  it('places the hovers on the code, after the context lines', () => {
    const code = [
      "const route = new URLPattern({ pathname: '/orders/:id' })",
      "const { data, error } = await plinth.functions.invoke('orders')",
    ].join('\n')
    const [hovers = []] = hoversOf([block(code)])
    expect(hovers.map(([name]) => name)).toEqual(['error', 'plinth', 'functions', 'invoke'])
  }, 60_000)
})

describe('buildTypeHoverTable', () => {
  it('keys the hovers by the code of each checked block, and skips blocks left out', () => {
    const examples = [
      block(signUp),
      block('await plinth.auth.signOut()\n', 'notypecheck="shows a fragment"'),
    ]
    const modules = typeHoverModules(examples)
    const { table, checked, blocks } = buildTypeHoverTable(modules, path.resolve('.'))
    expect({ checked, blocks }).toEqual({ checked: 1, blocks: 1 })
    expect(Object.keys(table)).toEqual([typeHoverKey(signUp)])
  }, 60_000)
})

describe('typeHoverInputs', () => {
  it('changes with the code of a block, and only then', () => {
    const inputs = (code: string) => typeHoverInputs(typeHoverModules([block(code)]))
    expect(inputs(signUp)).toBe(inputs(signUp))
    expect(inputs(`${signUp}\nawait plinth.auth.signOut()`)).not.toBe(inputs(signUp))
  })
})
