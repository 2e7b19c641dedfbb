import { createRequire } from 'node:module'
import path from 'node:path'
import { Language, Parser, type Node } from 'web-tree-sitter'

/**
 * An example reduced to what a symbol check needs, the same for every language: its chains of
 * member accesses and calls (`plinth.auth.signIn(email: …)` is the root `plinth`, then `auth`,
 * then `signIn` called with the label `email`), the names it declares itself, and every name in it.
 */
export interface Named {
  name: string
  /** 1-based line in the example as written. */
  line: number
}

/** A block passed to a call (a Kotlin lambda) whose bare calls and assignments may be the API's. */
export interface Block {
  /** A lambda that names its parameters (`{ status -> … }`) does not run against a receiver. */
  hasParameters: boolean
  members: { named: Named; call: Call | null; assignment: boolean }[]
}

export interface Call {
  /** Argument labels and named arguments, and the keys of an object initializer. */
  labels: Named[]
  blocks: Block[]
}

export interface Step extends Named {
  kind: 'member' | 'index'
  call: Call | null
}

export interface Chain {
  root: Named & { call: Call | null }
  steps: Step[]
  /** The variable this chain initializes, when it is a declaration's value. */
  declares: string | null
}

export interface ExampleSyntax {
  /** In source order, so a variable's declaration comes before its uses. */
  chains: Chain[]
  declared: Set<string>
  identifiers: Set<string>
}

export type SymbolLanguage = 'dart' | 'swift' | 'kotlin' | 'csharp'

/** How a language's parse becomes chains; `offset` lines were added above the example. */
export type ReadSyntax = (root: Node, offset: number) => ExampleSyntax

const GRAMMARS: Record<SymbolLanguage, { grammar: string; wrap: (code: string) => string; offset: number }> = {
  dart: { grammar: 'dart', wrap: (code) => `Future<void> main() async {\n${code}\n}`, offset: 1 },
  swift: { grammar: 'swift', wrap: (code) => `func main() async throws {\n${code}\n}`, offset: 1 },
  kotlin: { grammar: 'kotlin', wrap: (code) => `suspend fun main() {\n${code}\n}`, offset: 1 },
  csharp: {
    grammar: 'c_sharp',
    wrap: (code) => `class Snippet {\nasync Task Run() {\n${code}\n}\n}`,
    offset: 2,
  },
}

/** A parser that reads statements inside a function body, and whole files as they are. */
export async function createSyntaxReader(
  language: SymbolLanguage,
  read: ReadSyntax,
): Promise<(code: string) => ExampleSyntax> {
  await Parser.init()
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tree-sitter-wasms/package.json')),
    'out',
  )
  const { grammar, wrap, offset } = GRAMMARS[language]
  const parser = new Parser()
  parser.setLanguage(await Language.load(path.join(dir, `tree-sitter-${grammar}.wasm`)))
  return (code) => {
    const wrapped = parser.parse(wrap(code))
    if (wrapped && !wrapped.rootNode.hasError) return read(wrapped.rootNode, offset)
    const asWritten = parser.parse(code)
    if (!asWritten) throw new Error('tree-sitter returned no tree')
    return read(asWritten.rootNode, 0)
  }
}

export const lineOf = (node: Node, offset: number): number => node.startPosition.row + 1 - offset

export const named = (node: Node, offset: number): Named => ({
  name: node.text,
  line: lineOf(node, offset),
})

/** Every node under `root`, parents before children. */
export function* descendants(root: Node): Generator<Node> {
  yield root
  for (const child of root.children) if (child) yield* descendants(child)
}

/** Names of the given node types, outside strings and comments. */
export function identifiersIn(root: Node, types: Set<string>): Set<string> {
  const found = new Set<string>()
  for (const node of descendants(root)) if (types.has(node.type)) found.add(node.text)
  return found
}

/** For each declaration node type, its `name` field, else its first child of a name type, is what it declares. */
export function declaredIn(root: Node, declarations: Set<string>, nameTypes: Set<string>): Set<string> {
  const found = new Set<string>()
  for (const node of descendants(root)) {
    if (!declarations.has(node.type)) continue
    const name =
      node.childForFieldName('name') ??
      node.namedChildren.find((child) => child !== null && nameTypes.has(child.type))
    if (name) found.add(name.text)
  }
  return found
}
