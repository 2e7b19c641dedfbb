import { createRequire } from 'node:module'
import path from 'node:path'
import { Language, Parser, type Node } from 'web-tree-sitter'
import type { CodeExample } from '../../../lib/code-examples/code-examples'

/**
 * A Python file made of examples, as Pyright checks it: the context they assume (a client named
 * `client`, inside a coroutine when they `await` at the top level) around their code, and where
 * each example's lines landed so a diagnostic names the example and its own line.
 */
export interface PythonModule {
  source: string
  spans: { where: string; firstLine: number; lineCount: number }[]
}

const CLIENT_SETUP = {
  sync: [
    'import os',
    'from plinth import Client, create_client',
    'client: Client = create_client(os.environ["PLINTH_URL"], os.environ["PLINTH_ANON_KEY"])',
  ],
  async: [
    'import os',
    'from plinth import AsyncClient, acreate_client',
    'async def example() -> None:',
    '    client: AsyncClient = await acreate_client(os.environ["PLINTH_URL"], os.environ["PLINTH_ANON_KEY"])',
  ],
}

const FUNCTION_SCOPES = new Set(['function_definition', 'lambda'])

function awaitsOutsideFunctions(node: Node): boolean {
  if (FUNCTION_SCOPES.has(node.type)) return false
  if (node.type === 'await') return true
  if ((node.type === 'for_statement' || node.type === 'with_statement') && node.child(0)?.type === 'async')
    return true
  return node.children.some((child) => child !== null && awaitsOutsideFunctions(child))
}

/** A test of whether code awaits outside any function, in which case it runs inside a coroutine. */
export async function createTopLevelAwaitCheck(): Promise<(code: string) => boolean> {
  await Parser.init()
  const wasm = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tree-sitter-wasms/package.json')),
    'out/tree-sitter-python.wasm',
  )
  const parser = new Parser()
  parser.setLanguage(await Language.load(wasm))
  return (code) => {
    const tree = parser.parse(code)
    return tree !== null && awaitsOutsideFunctions(tree.rootNode)
  }
}

export interface ModuleOptions {
  awaitsAtTopLevel: (code: string) => boolean
  /** Lines before the client, e.g. the star import of a page kind's context stub. */
  context?: string[]
  /** Run in a coroutine with the async client even without a top-level await (Realtime). */
  asyncClient?: boolean
}

/** One module from examples meant to run one after another (a page's blocks in page order). */
export function pythonModule(examples: CodeExample[], options: ModuleOptions): PythonModule {
  const inCoroutine =
    options.asyncClient === true ||
    examples.some((example) => options.awaitsAtTopLevel(example.code))
  const lines = [
    ...(options.context ?? []),
    ...(inCoroutine ? CLIENT_SETUP.async : CLIENT_SETUP.sync),
  ]
  const indent = inCoroutine ? '    ' : ''
  const spans = examples.map((example) => {
    const code = example.code.replace(/\n+$/, '').split('\n')
    const firstLine = lines.length + 1
    lines.push(...code.map((line) => (line ? indent + line : line)))
    return { where: example.where, firstLine, lineCount: code.length }
  })
  return { source: `${lines.join('\n')}\n`, spans }
}

/** The example and its own line that a line of the module belongs to; null for the context. */
export function exampleAt(module: PythonModule, line: number): string | null {
  const span = module.spans.find((s) => line >= s.firstLine && line < s.firstLine + s.lineCount)
  return span ? `${span.where}, line ${line - span.firstLine + 1}` : null
}
