import type { Node } from 'web-tree-sitter'
import {
  declaredIn,
  descendants,
  identifiersIn,
  named,
  type Block,
  type Call,
  type Chain,
  type ExampleSyntax,
} from './symbol-syntax'

/** Kotlin: `plinth.from("x").select { filter { eq("id", 1) } }`, named arguments `name = value`. */
const PARTS = new Set(['navigation_expression', 'call_expression', 'indexing_expression', 'postfix_expression'])
const DECLARATIONS = new Set([
  'class_declaration',
  'object_declaration',
  'class_parameter',
  'variable_declaration',
  'function_declaration',
  'parameter',
  'enum_entry',
  'type_alias',
])
const NAMES = new Set(['simple_identifier', 'type_identifier'])

type Flat = Pick<Chain, 'root' | 'steps'>

function readBlock(lambda: Node, offset: number): Block {
  const statements = lambda.namedChildren.find((child) => child?.type === 'statements')
  const members: Block['members'] = []
  for (const statement of statements?.namedChildren ?? []) {
    if (!statement) continue
    if (statement.type === 'call_expression') {
      const flat = flatten(statement, offset)
      if (flat && flat.steps.length === 0)
        members.push({ named: flat.root, call: flat.root.call, assignment: false })
    } else if (statement.type === 'assignment') {
      const target = statement.namedChild(0)
      const name = target?.namedChildren.length === 1 ? target.namedChild(0) : null
      if (name?.type === 'simple_identifier')
        members.push({ named: named(name, offset), call: null, assignment: true })
    }
  }
  return {
    hasParameters: lambda.namedChildren.some((child) => child?.type === 'lambda_parameters'),
    members,
  }
}

function readCall(suffix: Node, offset: number): Call {
  const call: Call = { labels: [], blocks: [] }
  for (const part of suffix.namedChildren) {
    if (part?.type === 'value_arguments') {
      for (const argument of part.namedChildren) {
        const label = argument?.child(0)
        if (label?.type === 'simple_identifier' && argument?.child(1)?.type === '=')
          call.labels.push(named(label, offset))
      }
    } else if (part?.type === 'annotated_lambda') {
      const lambda = part.namedChildren.find((child) => child?.type === 'lambda_literal')
      if (lambda) call.blocks.push(readBlock(lambda, offset))
    }
  }
  return call
}

function withCall(flat: Flat, call: Call): Flat {
  const last = flat.steps.at(-1) ?? flat.root
  last.call = last.call
    ? { labels: [...last.call.labels, ...call.labels], blocks: [...last.call.blocks, ...call.blocks] }
    : call
  return flat
}

function flatten(node: Node, offset: number): Flat | null {
  const first = node.namedChild(0)
  switch (node.type) {
    case 'simple_identifier':
      return { root: { ...named(node, offset), call: null }, steps: [] }
    case 'navigation_expression': {
      const base = first ? flatten(first, offset) : null
      const name = node.namedChild(1)?.namedChildren.find((child) => child?.type === 'simple_identifier')
      if (!base || !name) return null
      base.steps.push({ ...named(name, offset), kind: 'member', call: null })
      return base
    }
    case 'call_expression': {
      const base = first ? flatten(first, offset) : null
      const suffix = node.namedChild(1)
      return base && suffix ? withCall(base, readCall(suffix, offset)) : null
    }
    case 'indexing_expression': {
      const base = first ? flatten(first, offset) : null
      base?.steps.push({ name: '[]', line: node.startPosition.row + 1 - offset, kind: 'index', call: null })
      return base
    }
    case 'postfix_expression':
      return first ? flatten(first, offset) : null
    default:
      return null
  }
}

function declaredBy(top: Node): string | null {
  const parent = top.parent
  if (parent?.type !== 'property_declaration') return null
  const variable = parent.namedChildren.find((child) => child?.type === 'variable_declaration')
  return variable?.namedChild(0)?.text ?? null
}

export function readKotlin(root: Node, offset: number): ExampleSyntax {
  const chains: Chain[] = []
  for (const node of descendants(root)) {
    if (!PARTS.has(node.type)) continue
    const parent = node.parent
    if (parent && PARTS.has(parent.type) && parent.namedChild(0)?.id === node.id) continue
    const flat = flatten(node, offset)
    if (flat) chains.push({ ...flat, declares: declaredBy(node) })
  }
  return {
    chains,
    declared: declaredIn(root, DECLARATIONS, NAMES),
    identifiers: identifiersIn(root, NAMES),
  }
}
