import type { Node } from 'web-tree-sitter'
import {
  declaredIn,
  descendants,
  identifiersIn,
  lineOf,
  named,
  type Call,
  type Chain,
  type ExampleSyntax,
} from './symbol-syntax'

/**
 * C#: `await client.From<City>().Where(x => x.Id == 1).Get()`, `client.Auth.CurrentUser?.Email`,
 * named arguments `name: value`, and `new Options { Key = value }`, whose keys count as labels.
 */
const PARTS = new Set([
  'member_access_expression',
  'invocation_expression',
  'conditional_access_expression',
  'element_access_expression',
  'await_expression',
  'parenthesized_expression',
])
const DECLARATIONS = new Set([
  'class_declaration',
  'record_declaration',
  'struct_declaration',
  'enum_declaration',
  'interface_declaration',
  'property_declaration',
  'method_declaration',
  'local_function_statement',
  'variable_declarator',
  'parameter',
  'enum_member_declaration',
])
const NAMES = new Set(['identifier'])

type Flat = Pick<Chain, 'root' | 'steps'>

const spineOf = (node: Node): Node | null =>
  node.type === 'await_expression' ? node.namedChild(node.namedChildCount - 1) : node.namedChild(0)

/** `From<City>` is `From`. */
const nameNode = (node: Node | null | undefined): Node | null =>
  node?.type === 'generic_name' ? node.namedChild(0) : node?.type === 'identifier' ? node : null

function readArguments(args: Node | undefined | null, offset: number): Call {
  const labels = (args?.namedChildren ?? [])
    .map((argument) => argument?.namedChildren.find((child) => child?.type === 'name_colon'))
    .map((label) => label?.namedChild(0))
    .filter((label): label is Node => label !== null && label !== undefined)
    .map((label) => named(label, offset))
  return { labels, blocks: [] }
}

/** `base` is the value before `?` when reading the part after it (`?.Email`). */
function flatten(node: Node, offset: number, base: Flat | null = null): Flat | null {
  const spine = spineOf(node)
  switch (node.type) {
    case 'identifier':
    case 'generic_name': {
      const name = nameNode(node)
      return name ? { root: { ...named(name, offset), call: null }, steps: [] } : null
    }
    case 'member_binding_expression':
    case 'member_access_expression': {
      const name = nameNode(node.namedChild(node.namedChildCount - 1))
      const target = node.type === 'member_binding_expression' ? base : spine ? flatten(spine, offset, base) : null
      if (!target || !name) return null
      target.steps.push({ ...named(name, offset), kind: 'member', call: null })
      return target
    }
    case 'invocation_expression': {
      const target = spine ? flatten(spine, offset, base) : null
      if (!target) return null
      const last = target.steps.at(-1) ?? target.root
      last.call = readArguments(node.namedChild(1), offset)
      return target
    }
    case 'element_access_expression':
    case 'element_binding_expression': {
      const target = node.type === 'element_binding_expression' ? base : spine ? flatten(spine, offset, base) : null
      target?.steps.push({ name: '[]', line: lineOf(node, offset), kind: 'index', call: null })
      return target
    }
    case 'conditional_access_expression': {
      const target = spine ? flatten(spine, offset, base) : null
      const rest = node.namedChild(1)
      return target && rest ? flatten(rest, offset, target) : null
    }
    default:
      return spine && PARTS.has(node.type) ? flatten(spine, offset, base) : null
  }
}

/** `new Type(args) { Key = value }`; a qualified type (`Plinth.Client`) is a chain of its own. */
function creation(node: Node, offset: number): Chain | null {
  const type = node.childForFieldName('type')
  const args = node.namedChildren.find((child) => child?.type === 'argument_list')
  const initializer = node.namedChildren.find((child) => child?.type === 'initializer_expression')
  const call = readArguments(args, offset)
  for (const assignment of initializer?.namedChildren ?? [])
    if (assignment?.type === 'assignment_expression' && assignment.namedChild(0)?.type === 'identifier')
      call.labels.push(named(assignment.namedChild(0) as Node, offset))
  const parts = type?.type === 'qualified_name' ? type.descendantsOfType('identifier') : [nameNode(type)]
  const [first, ...rest] = parts.filter((part): part is Node => part !== null && part !== undefined)
  if (!first) return null
  const chain: Chain = { root: { ...named(first, offset), call: null }, steps: [], declares: null }
  for (const part of rest) chain.steps.push({ ...named(part, offset), kind: 'member', call: null })
  const last = chain.steps.at(-1) ?? chain.root
  last.call = call
  return chain
}

function declaredBy(top: Node): string | null {
  const clause = top.parent?.type === 'equals_value_clause' ? top.parent.parent : top.parent
  if (clause?.type !== 'variable_declarator') return null
  return clause.namedChildren.find((child) => child?.type === 'identifier')?.text ?? null
}

export function readCsharp(root: Node, offset: number): ExampleSyntax {
  const chains: Chain[] = []
  for (const node of descendants(root)) {
    if (node.type === 'object_creation_expression') {
      const chain = creation(node, offset)
      if (chain) chains.push({ ...chain, declares: declaredBy(node) })
      continue
    }
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
