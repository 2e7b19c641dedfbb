import type { Node } from 'web-tree-sitter'
import {
  declaredIn,
  descendants,
  identifiersIn,
  named,
  type Call,
  type Chain,
  type ExampleSyntax,
} from './symbol-syntax'

/** Swift: `try await client.from("x").select().eq("id", value: 1).execute().value`, labels `name:`. */
const PARTS = new Set([
  'navigation_expression',
  'call_expression',
  'try_expression',
  'await_expression',
  'postfix_expression',
])
/** `try` and `await` wrap the expression they prefix, which is their last child. */
const PREFIXES = new Set(['try_expression', 'await_expression'])
const DECLARATIONS = new Set([
  'class_declaration',
  'protocol_declaration',
  'function_declaration',
  'typealias_declaration',
  'parameter',
  'enum_entry',
  'pattern',
])
const NAMES = new Set(['simple_identifier', 'type_identifier'])

type Flat = Pick<Chain, 'root' | 'steps'>

const spineOf = (node: Node): Node | null =>
  PREFIXES.has(node.type) ? node.namedChild(node.namedChildCount - 1) : node.namedChild(0)

function readCall(suffix: Node, offset: number): Call {
  const labels = suffix.namedChildren
    .filter((part) => part?.type === 'value_arguments')
    .flatMap((part) => part?.namedChildren ?? [])
    .map((argument) => argument?.namedChildren.find((child) => child?.type === 'value_argument_label'))
    .map((label) => label?.namedChild(0))
    .filter((label): label is Node => label !== null && label !== undefined)
    .map((label) => named(label, offset))
  return { labels, blocks: [] }
}

function flatten(node: Node, offset: number): Flat | null {
  const spine = spineOf(node)
  switch (node.type) {
    case 'simple_identifier':
      return { root: { ...named(node, offset), call: null }, steps: [] }
    case 'navigation_expression': {
      const suffix = node.namedChildren.find((child) => child?.type === 'navigation_suffix')
      const name = suffix?.namedChildren.find((child) => child?.type === 'simple_identifier')
      const base = spine && spine.type !== 'navigation_suffix' ? flatten(spine, offset) : null
      if (!base || !name) return null
      base.steps.push({ ...named(name, offset), kind: 'member', call: null })
      return base
    }
    case 'call_expression': {
      const base = spine ? flatten(spine, offset) : null
      const suffix = node.namedChildren.find((child) => child?.type === 'call_suffix')
      if (!base || !suffix) return null
      const last = base.steps.at(-1) ?? base.root
      last.call = readCall(suffix, offset)
      return base
    }
    default:
      return spine && PARTS.has(node.type) ? flatten(spine, offset) : null
  }
}

function declaredBy(top: Node): string | null {
  const parent = top.parent
  if (parent?.type !== 'property_declaration') return null
  const pattern = parent.namedChildren.find((child) => child?.type === 'pattern')
  return pattern?.namedChildren.find((child) => child?.type === 'simple_identifier')?.text ?? null
}

export function readSwift(root: Node, offset: number): ExampleSyntax {
  const chains: Chain[] = []
  for (const node of descendants(root)) {
    if (!PARTS.has(node.type)) continue
    const parent = node.parent
    if (parent && PARTS.has(parent.type) && spineOf(parent)?.id === node.id) continue
    const flat = flatten(node, offset)
    if (flat) chains.push({ ...flat, declares: declaredBy(node) })
  }
  return {
    chains,
    declared: declaredIn(root, DECLARATIONS, NAMES),
    identifiers: identifiersIn(root, NAMES),
  }
}
