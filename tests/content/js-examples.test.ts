import { describe, expect, it } from 'vitest'
import {
  readGuideExamples,
  readReferenceExamples,
  type CodeExample,
} from '../../lib/code-examples/code-examples'
import { clientVersionOf, guideModules, typeChecked } from '../../lib/code-examples/guide-modules'
import {
  GUIDE_CONTEXT,
  REFERENCE_CONTEXT,
  type ClientVersion,
} from '../../lib/code-examples/ts-context'
import {
  extensionOf,
  isTsOrJs,
  leftOutBecause,
  pageModules,
  TS_FENCES,
  tsModule,
  type TsModule,
} from '../../lib/code-examples/ts-modules'
import { tscErrors } from './support/tsc'

/**
 * Every TypeScript and JavaScript example of the JavaScript reference and the guides type-checks
 * with tsc (strict) against the declarations of our packages (types/js), each reference version
 * against its own: a method that does not exist, an argument or option key the API does not
 * take, or a value of the wrong type fails, naming the example and its line.
 */
/** Reference examples stand alone, with their version's context, in a folder per version. */
function referenceModules(examples: CodeExample[]): TsModule[] {
  return examples.map((example, index) => {
    const version: ClientVersion = example.where.includes('/v1.yaml') ? 'v1' : 'v2'
    const file = `${version}/reference-${index}${extensionOf(example)}`
    return tsModule(file, example, REFERENCE_CONTEXT[version])
  })
}

/** Wrong code, each example with the error tsc must report for it. */
const WRONG: [ClientVersion, string, RegExp][] = [
  ['v2', "await plinth.from('countries').selekt('name')", /Property 'selekt' does not exist/],
  [
    'v2',
    "await plinth.from('countries').select('name').order('name', { descending: true })",
    /'descending' does not exist in type/,
  ],
  [
    'v2',
    "await plinth.auth.signInWithPassword({ email: 'ada@example.com', pasword: 'secret' })",
    /'pasword' does not exist in type/,
  ],
  [
    'v2',
    "await plinth.storage.from('avatars').createSignedUrl('a.png', 'one hour')",
    /'string' is not assignable to parameter of type 'number'/,
  ],
  [
    'v1',
    "await plinth.auth.signInWithPassword({ email: 'ada@example.com', password: 'secret' })",
    /Property 'signInWithPassword' does not exist on type 'GoTrueClient'/,
  ],
  [
    'v1',
    "await plinth.from('countries').insert({ name: 'Chad' }).select()",
    /Property 'select' does not exist on type 'PostgrestFilterBuilder'/,
  ],
]

describe('TypeScript and JavaScript examples type-check against our declarations', () => {
  it('refuses a method that does not exist, an unknown argument or option key, and a v2 name in v1', () => {
    const modules = WRONG.map(([version, code], index) =>
      tsModule(
        `${version}/fixture-${index}.ts`,
        { where: `fixture ${index}`, language: 'ts', code },
        REFERENCE_CONTEXT[version],
      ),
    )
    const errors = tscErrors(modules, clientVersionOf)
    expect(errors).toHaveLength(WRONG.length)
    WRONG.forEach(([, , expected], index) => {
      const error = errors.find((e) => e.startsWith(`fixture ${index}, line 1: `))
      expect(error, `fixture ${index}`).toMatch(expected)
    })
  }, 60_000)

  it('checks a guide page in page order: a titled file imported by path, a value from an earlier block', () => {
    const page: CodeExample[] = [
      [
        'ts title="lib/plinth.ts"',
        "import { createClient } from '@plinth/plinth-js'\nexport const plinth = createClient('https://example.com', 'key')",
      ],
      ['ts', "import { plinth } from '@/lib/plinth'\nconst { data } = await plinth.storage.from('a').list()"],
      ['ts', "console.log(data?.length)\nawait plinth.auth.signInWithPasword({ email: 'a', password: 'b' })"],
    ].map(([meta = '', code = ''], index) => ({ where: `page:${index}`, language: 'ts', meta, code }))
    const errors = tscErrors(pageModules('guides/fixture', page, GUIDE_CONTEXT), clientVersionOf)
    expect(errors).toEqual([expect.stringMatching(/^page:2, line 2: Property 'signInWithPasword'/)])
  }, 60_000)

  const examples = [
    ...readReferenceExamples(),
    ...readGuideExamples(process.cwd(), TS_FENCES),
  ].filter(isTsOrJs)
  const reference = examples.filter((e) => e.where.startsWith('content/reference/javascript/'))
  const guides = examples.filter((e) => e.where.startsWith('content/guides/'))
  // One program for every example: tsc reads its libraries and our declarations once.
  let errors: string[] | undefined
  const allErrors = () =>
    (errors ??= tscErrors(
      [...referenceModules(typeChecked(reference)), ...guideModules(typeChecked(guides))],
      clientVersionOf,
    ))
  const errorsIn = (prefix: string, other: string) =>
    allErrors().filter((error) => error.startsWith(prefix) || !error.startsWith(other))

  it('leave out at most 3% of the examples, each saying why on its fence', () => {
    const all = [...reference, ...guides]
    const leftOut = all.filter((example) => leftOutBecause(example) !== null)
    expect(leftOut.filter((example) => leftOutBecause(example)?.trim() === '')).toEqual([])
    expect(leftOut.length / all.length).toBeLessThanOrEqual(0.03)
  })

  it('in the JavaScript reference, each version against its own declaration', () => {
    expect(reference.length).toBeGreaterThan(450)
    expect(errorsIn('content/reference/', 'content/guides/')).toEqual([])
  }, 240_000)

  it('in every guide page, its blocks in page order', () => {
    expect(guides.length).toBeGreaterThan(450)
    expect(errorsIn('content/guides/', 'content/reference/')).toEqual([])
  }, 240_000)
})
