import { createRequire } from 'node:module'
import path from 'node:path'
import { Language, Parser, type Node } from 'web-tree-sitter'
import YAML from 'yaml'

const require = createRequire(import.meta.url)
const grammarDir = path.join(path.dirname(require.resolve('tree-sitter-wasms/package.json')), 'out')

/** A syntax error in a snippet, as `line:column message`; null when the snippet parses. */
export type SyntaxCheck = (code: string) => string | null

/** Tree-sitter grammars by fence language, and how a fragment is wrapped when it is statements. */
const TREE_SITTER: Record<
  string,
  {
    grammar: string
    wrap?: (code: string) => string
    /** Shell examples write what the reader fills in as `<project-ref>`: parse it as a word. */
    readerPlaceholders?: boolean
  }
> = {
  dart: { grammar: 'dart', wrap: (code) => `Future<void> main() async {\n${code}\n}` },
  python: {
    grammar: 'python',
    wrap: (code) => `async def main():\n${code.replace(/^/gm, '    ')}\n`,
  },
  swift: { grammar: 'swift', wrap: (code) => `func main() async throws {\n${code}\n}` },
  kotlin: { grammar: 'kotlin', wrap: (code) => `suspend fun main() {\n${code}\n}` },
  csharp: { grammar: 'c_sharp', wrap: (code) => `class Snippet {\nasync Task Run() {\n${code}\n}\n}` },
  bash: { grammar: 'bash', readerPlaceholders: true },
  ts: { grammar: 'typescript' },
  tsx: { grammar: 'tsx' },
  js: { grammar: 'javascript' },
  jsx: { grammar: 'javascript' },
  toml: { grammar: 'toml' },
  rust: { grammar: 'rust' },
}

const ALIASES: Record<string, string> = {
  'c#': 'csharp',
  cs: 'csharp',
  py: 'python',
  rs: 'rust',
  kt: 'kotlin',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  javascript: 'js',
  typescript: 'ts',
  yml: 'yaml',
}

const READER_PLACEHOLDER = /<[A-Za-z][\w.-]*>/g

function firstError(node: Node): Node | null {
  if (node.type === 'ERROR' || node.isMissing) return node
  if (!node.hasError) return null
  for (const child of node.children) {
    const found = child ? firstError(child) : null
    if (found) return found
  }
  return null
}

async function treeSitterCheck(grammar: string): Promise<(code: string) => string | null> {
  const language = await Language.load(path.join(grammarDir, `tree-sitter-${grammar}.wasm`))
  const parser = new Parser()
  parser.setLanguage(language)
  return (code) => {
    const tree = parser.parse(code)
    const error = tree ? firstError(tree.rootNode) : null
    if (!error) return null
    const { row, column } = error.startPosition
    return `${row + 1}:${column + 1} ${error.isMissing ? `missing ${error.type}` : 'syntax error'}`
  }
}

const jsonCheck: SyntaxCheck = (code) => {
  try {
    JSON.parse(code)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

const yamlCheck: SyntaxCheck = (code) => {
  const documents = YAML.parseAllDocuments(code)
  const error = documents.flatMap((document) => document.errors)[0]
  return error ? error.message : null
}

/** Parsers for every fence language examples are written in; other languages are not checked. */
export async function createCodeParsers(): Promise<{
  languageOf(fence: string | null): string | null
  check(language: string, code: string): string | null
}> {
  await Parser.init()
  const checks = new Map<string, SyntaxCheck>([
    ['json', jsonCheck],
    ['yaml', yamlCheck],
  ])
  for (const [language, { grammar, wrap, readerPlaceholders }] of Object.entries(TREE_SITTER)) {
    const parse = await treeSitterCheck(grammar)
    checks.set(language, (written) => {
      const code = readerPlaceholders ? written.replace(READER_PLACEHOLDER, 'placeholder') : written
      const asWritten = parse(code)
      if (asWritten === null || !wrap) return asWritten
      return parse(wrap(code)) === null ? null : asWritten
    })
  }
  return {
    languageOf(fence) {
      if (!fence) return null
      const name = fence.toLowerCase()
      const language = ALIASES[name] ?? name
      return checks.has(language) ? language : null
    },
    check(language, code) {
      const check = checks.get(language)
      if (!check) throw new Error(`no parser for ${language}`)
      return check(code)
    },
  }
}
