import type { CodeExample } from '../../../lib/code-examples/code-examples'
import { mergeApis, readDocumentedApi, UPGRADE_GUIDE, type DocumentedApi } from './documented-symbols'
import { ALLOW_LISTS } from './symbol-allow-lists'
import { SymbolChecker } from './symbol-check'
import { createSyntaxReader, type ExampleSyntax, type ReadSyntax, type SymbolLanguage } from './symbol-syntax'
import { readCsharp } from './symbol-syntax-csharp'
import { readDart } from './symbol-syntax-dart'
import { readKotlin } from './symbol-syntax-kotlin'
import { readSwift } from './symbol-syntax-swift'

/** The reference's fence languages this check covers, with how each parse becomes chains. */
const READERS: Record<SymbolLanguage, ReadSyntax> = {
  dart: readDart,
  kotlin: readKotlin,
  swift: readSwift,
  csharp: readCsharp,
}

const FENCES: Record<string, SymbolLanguage> = {
  dart: 'dart',
  swift: 'swift',
  kotlin: 'kotlin',
  kt: 'kotlin',
  csharp: 'csharp',
  cs: 'csharp',
  'c#': 'csharp',
}

/** The fence languages of the examples this check covers. */
export const SYMBOL_FENCES = Object.keys(FENCES)

export const symbolLanguageOf = (fence: string | null): SymbolLanguage | null =>
  fence ? (FENCES[fence.toLowerCase()] ?? null) : null

export type SyntaxReaders = Partial<Record<SymbolLanguage, (code: string) => ExampleSyntax>>

export async function createSyntaxReaders(): Promise<SyntaxReaders> {
  const readers: SyntaxReaders = {}
  for (const [language, read] of Object.entries(READERS) as [SymbolLanguage, ReadSyntax][])
    readers[language] = await createSyntaxReader(language, read)
  return readers
}

/** Problems of examples run one after another against one library version, as `where, line N: …`. */
export function checkExamples(
  examples: CodeExample[],
  api: DocumentedApi,
  language: SymbolLanguage,
  readers: SyntaxReaders,
  options: { sectionId?: (example: CodeExample) => string | null } = {},
): string[] {
  const read = readers[language]
  if (!read) return []
  const checker = new SymbolChecker(api, ALLOW_LISTS[language])
  return examples.flatMap((example) => {
    const syntax = read(example.code)
    const problems = checker.check(syntax).map((p) => `${example.where}, line ${p.line}: ${p.message}`)
    const section = options.sectionId?.(example)
    const calls = section ? api.sectionCalls.get(section) : undefined
    if (calls && !calls.some((name) => syntax.identifiers.has(name)))
      problems.push(`${example.where}: does not call ${calls.map((c) => `\`${c}\``).join(' or ')}`)
    return problems
  })
}

const apis = new Map<string, DocumentedApi>()

/** The documented API of a library version, read once per run. */
export function documentedApiOf(library: string, version: string): DocumentedApi {
  const key = `${library}/${version}`
  const api = apis.get(key) ?? readDocumentedApi(library, version)
  apis.set(key, api)
  return api
}

/** Latest version of each library: the one guides are held to. */
export const LATEST: Record<SymbolLanguage, string> = { dart: 'v2', kotlin: 'v2', swift: 'v2', csharp: 'v0' }

/**
 * The API a reference example (`content/reference/{library}/{version}.yaml {section}/…`) is held
 * to: its version's, and in an upgrade guide, which shows code before and after, the latest's too.
 */
export function referenceApiOf(example: CodeExample, language: SymbolLanguage): DocumentedApi {
  const [file = '', place = ''] = example.where.split(' ')
  const [, , library = '', version = ''] = file.replace(/\.yaml$/, '').split('/')
  const api = documentedApiOf(library, version)
  const latest = LATEST[language]
  return place === UPGRADE_GUIDE && version !== latest
    ? mergeApis(api, documentedApiOf(library, latest))
    : api
}
