import { beforeAll, describe, expect, it } from 'vitest'
import { createCodeParsers } from './support/code-parsers'
import { readGuideExamples, readReferenceExamples, type CodeExample } from '../../lib/code-examples/code-examples'

/**
 * Every code example of every reference and guide parses in its language: tree-sitter grammars
 * (TypeScript, JavaScript, Dart, Python, Swift, Kotlin, C#, Bash, TOML), and JSON and
 * YAML parsers. A snippet of statements may stand alone or inside a
 * function body; anything else that does not parse fails, naming the file and the example.
 */
let parsers: Awaited<ReturnType<typeof createCodeParsers>>

beforeAll(async () => {
  parsers = await createCodeParsers()
})

function syntaxErrors(examples: CodeExample[]): string[] {
  return examples.flatMap((example) => {
    const language = parsers.languageOf(example.language)
    if (!language) return []
    const error = parsers.check(language, example.code)
    return error ? [`${example.where} [${language}] ${error}`] : []
  })
}

describe('code examples parse in their language', () => {
  it('accepts statements as written and refuses broken code, in every language', () => {
    const cases: [string, string, string][] = [
      ['dart', "final rows = await plinth.from('cities').select();", 'final rows = await ;'],
      ['python', "rows = plinth.table('cities').select('*').execute()", 'rows = plinth.table(('],
      ['swift', 'let rows: [City] = try await client.from("cities").select().execute().value', 'let rows = client.from("cities"'],
      ['kotlin', 'val rows = plinth.from("cities").select().decodeList<City>()', 'val rows = )'],
      ['csharp', 'var rows = await client.From<City>().Get();', 'var rows = client.From<City>(;'],
      ['ts', "const { data } = await plinth.from('cities').select('name')", 'const { data } = ;'],
      ['bash', 'plinth link --project-ref <project-ref>', 'if then fi'],
      ['json', '{ "name": "Paris" }', '{ name: Paris }'],
    ]
    for (const [language, good, broken] of cases) {
      expect(parsers.check(language, good), `${language}: ${good}`).toBeNull()
      expect(parsers.check(language, broken), `${language}: ${broken}`).not.toBeNull()
    }
  })

  it('in every reference document', () => {
    const examples = readReferenceExamples()
    expect(examples.length).toBeGreaterThan(1000)
    expect(syntaxErrors(examples)).toEqual([])
  }, 120_000)

  it('in every guide page', () => {
    const examples = readGuideExamples()
    expect(examples.length).toBeGreaterThan(100)
    expect(syntaxErrors(examples)).toEqual([])
  }, 120_000)
})
