import { beforeAll, describe, expect, it } from 'vitest'
import {
  readGuideExamples,
  readReferenceExamples,
  type CodeExample,
} from '../../lib/code-examples/code-examples'
import {
  checkExamples,
  createSyntaxReaders,
  documentedApiOf,
  LATEST,
  referenceApiOf,
  SYMBOL_FENCES,
  symbolLanguageOf,
  type SyntaxReaders,
} from './support/symbol-examples'
import type { SymbolLanguage } from './support/symbol-syntax'

/**
 * Dart, Swift, Kotlin and C# have no compiler here, so their examples are checked against the
 * names their own reference documents: every member called on the client (or on what it
 * returned), every named argument or label of its calls and every option set in its blocks is
 * documented in that library version; each function section's examples call its function; guide
 * blocks are held to the latest version.
 */
let readers: SyntaxReaders

/** The library versions the fixtures below are checked against. */
const FIXTURE_VERSIONS: Record<SymbolLanguage, string[]> = {
  dart: ['v1', 'v2'],
  kotlin: ['v1', 'v2'],
  swift: ['v1', 'v2'],
  csharp: ['v0'],
}

// Reading a library version's reference takes seconds on a busy machine: not part of any one test.
beforeAll(async () => {
  readers = await createSyntaxReaders()
  for (const [library, versions] of Object.entries(FIXTURE_VERSIONS)) {
    for (const version of versions) documentedApiOf(library, version)
  }
}, 60_000)

function check(library: SymbolLanguage, version: string, code: string, section?: string): string[] {
  const example: CodeExample = { where: 'fixture', language: library, code }
  return checkExamples([example], documentedApiOf(library, version), library, readers, {
    sectionId: () => section ?? null,
  })
}


describe('the symbol check', () => {
  it('Dart: refuses a wrong method, a wrong named argument and a v2 name in v1', () => {
    expect(check('dart', 'v2', "await plinth.from('cities').selekt('name');")).toEqual([
      'fixture, line 1: unknown member `selekt` (dart v2)',
    ])
    expect(
      check('dart', 'v2', "await plinth.auth.signInWithPassword(email: 'a@b.c', pasword: 'x');"),
    ).toEqual(['fixture, line 1: `signInWithPassword` has no documented parameter or option `pasword` (dart v2)'])
    const v2InV1 = "final response = await plinth.auth.signInWithPassword(email: 'a@b.c', password: 'x');"
    expect(check('dart', 'v2', v2InV1)).toEqual([])
    expect(check('dart', 'v1', v2InV1)).toEqual([
      'fixture, line 1: unknown member `signInWithPassword` (dart v1)',
    ])
  })

  it('Kotlin: refuses a wrong method, a wrong named argument, a wrong option and a v2 name in v1', () => {
    expect(check('kotlin', 'v2', 'plinth.from("cities").selekt()')).toEqual([
      'fixture, line 1: unknown member `selekt` (kotlin v2)',
    ])
    expect(check('kotlin', 'v2', 'plinth.auth.resetPasswordForEmail(mail = "a@b.c")')).toEqual([
      'fixture, line 1: `resetPasswordForEmail` has no documented parameter or option `mail` (kotlin v2)',
    ])
    expect(
      check('kotlin', 'v2', 'plinth.auth.signInWith(Email) {\n    email = "a@b.c"\n    passwort = "x"\n}'),
    ).toEqual(['fixture, line 3: unknown option `passwort` in the block of `signInWith` (kotlin v2)'])
    const v2InV1 = 'plinth.auth.signInWith(Email) {\n    email = "a@b.c"\n    password = "x"\n}'
    expect(check('kotlin', 'v2', v2InV1)).toEqual([])
    expect(check('kotlin', 'v1', v2InV1)).toEqual([
      'fixture, line 1: unknown member `auth` (kotlin v1)',
    ])
  })

  it('Swift: refuses a wrong method, a wrong argument label and a v2 name in v1', () => {
    expect(check('swift', 'v2', 'try await client.from("cities").selekt().execute()')).toEqual([
      'fixture, line 1: unknown member `selekt` (swift v2)',
    ])
    expect(
      check('swift', 'v2', 'try await client.from("cities").select().eq("id", valu: 1).execute()'),
    ).toEqual(['fixture, line 1: `eq` has no documented parameter or option `valu` (swift v2)'])
    const v2InV1 = 'let session = try await client.auth.signInAnonymously()'
    expect(check('swift', 'v2', v2InV1)).toEqual([])
    expect(check('swift', 'v1', v2InV1)).toEqual([
      'fixture, line 1: unknown member `signInAnonymously` (swift v1)',
    ])
  })

  it('C#: refuses a wrong method, a wrong named argument and a wrong initializer key', () => {
    expect(check('csharp', 'v0', 'var rows = await client.From<City>().Gett();')).toEqual([
      'fixture, line 1: unknown member `Gett` (csharp v0)',
    ])
    const channel = 'var channel = client.Realtime.Channel("room:7");\n'
    expect(check('csharp', 'v0', `${channel}channel.Register<Typing>(broadcastSelf: true);`)).toEqual([])
    expect(check('csharp', 'v0', `${channel}channel.Register<Typing>(broadcastSelff: true);`)).toEqual([
      'fixture, line 2: `Register` has no documented parameter or option `broadcastSelff` (csharp v0)',
    ])
    expect(
      check('csharp', 'v0', 'var options = new SignInOptions { RedirectTto = "app://callback" };'),
    ).toEqual(['fixture, line 1: `SignInOptions` has no documented parameter or option `RedirectTto` (csharp v0)'])
  })

  it('follows a variable holding what the client returned, and stops at a standard member', () => {
    const code = "final channel = plinth.channel('room');\nchannel.subscrbe();\nprint([1].map((n) => n));"
    expect(check('dart', 'v2', code)).toEqual(['fixture, line 2: unknown member `subscrbe` (dart v2)'])
    expect(check('dart', 'v2', "final rows = await plinth.from('cities').select();\nprint(rows.map((r) => r['name']).toList());")).toEqual([])
  })

  it('refuses an example that does not call its section\'s function', () => {
    const problems = check('dart', 'v2', "await plinth.from('cities').select();", 'auth-signinwithpassword')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^fixture: does not call `signInWithPassword`/)
    expect(check('dart', 'v2', "await plinth.auth.signInWithPassword(email: 'a@b.c', password: 'x');", 'auth-signinwithpassword')).toEqual([])
  })
})

describe('Dart, Swift, Kotlin and C# examples use only documented names', () => {
  const covered = (examples: CodeExample[]) =>
    examples.filter((example) => symbolLanguageOf(example.language) !== null)

  it('in every reference document', () => {
    const examples = covered(readReferenceExamples())
    expect(examples.length).toBeGreaterThan(700)
    const problems = examples.flatMap((example) => {
      const place = example.where.split(' ')[1] ?? ''
      const language = symbolLanguageOf(example.language)
      if (!language) return []
      const isFunctionExample = !example.where.includes('(code block')
      return checkExamples([example], referenceApiOf(example, language), language, readers, {
        sectionId: () => (isFunctionExample ? (place.split('/')[0] ?? null) : null),
      })
    })
    expect(problems).toEqual([])
  }, 120_000)

  it('in every guide page, against the latest version', () => {
    const pages = new Map<string, CodeExample[]>()
    for (const example of covered(readGuideExamples(process.cwd(), SYMBOL_FENCES))) {
      const page = example.where.split(':')[0] ?? example.where
      pages.set(page, [...(pages.get(page) ?? []), example])
    }
    expect(pages.size).toBeGreaterThan(30)
    const problems = [...pages.values()].flatMap((blocks) =>
      (['dart', 'kotlin', 'swift', 'csharp'] as const).flatMap((language) => {
        const own = blocks.filter((block) => symbolLanguageOf(block.language) === language)
        if (own.length === 0) return []
        return checkExamples(own, documentedApiOf(language, LATEST[language]), language, readers)
      }),
    )
    expect(problems).toEqual([])
  }, 120_000)
})
