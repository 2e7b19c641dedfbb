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
  type Step,
} from './symbol-syntax'

/**
 * Dart's grammar writes a chain flat: an identifier followed by sibling `selector`s (`.name`,
 * `?.name`, `[i]`, `(args)`, `!`) and `cascade_section`s (`..name(args)`), each cascade
 * applying to the value before the first cascade.
 */
const DECLARATIONS = new Set([
  'class_definition',
  'enum_declaration',
  'initialized_identifier',
  'initialized_variable_definition',
  'static_final_declaration',
  'formal_parameter',
  'function_signature',
  'getter_signature',
  'constructor_param',
  'for_loop_parts',
  'enum_constant',
])
const NAMES = new Set(['identifier'])
const WRAPPERS = new Set(['await_expression', 'unary_expression'])
const VARIABLES = new Set(['initialized_variable_definition', 'static_final_declaration'])

function readArguments(args: Node | undefined | null, offset: number): Call {
  const labels = (args?.namedChildren ?? [])
    .filter((argument) => argument?.type === 'named_argument')
    .map((argument) => argument?.namedChild(0)?.namedChild(0))
    .filter((label): label is Node => label !== null && label !== undefined)
    .map((label) => named(label, offset))
  return { labels, blocks: [] }
}

/** Applies a selector (or a part of a cascade section) to the steps so far. */
function apply(part: Node, steps: Step[], root: Chain['root'], offset: number): void {
  const inner = part.type === 'selector' ? part.namedChild(0) : part
  if (!inner) return
  if (inner.type === 'argument_part') {
    const last = steps.at(-1) ?? root
    last.call = readArguments(
      inner.namedChildren.find((child) => child?.type === 'arguments'),
      offset,
    )
  } else if (inner.type === 'cascade_selector' || inner.type.endsWith('assignable_selector')) {
    const name = inner.namedChildren.find((child) => child?.type === 'identifier')
    if (name) steps.push({ ...named(name, offset), kind: 'member', call: null })
    else if (inner.namedChildren.some((child) => child?.type === 'index_selector'))
      steps.push({ name: '[]', line: lineOf(inner, offset), kind: 'index', call: null })
  }
}

/** The variable a chain initializes: `final name = chain`, also through `await`. */
function declaredBy(container: Node, rootNode: Node): string | null {
  let node: Node | null = container
  while (node && WRAPPERS.has(node.type)) node = node.parent
  if (!node || !VARIABLES.has(node.type)) return null
  const name = node.namedChildren.find((child) => child?.type === 'identifier')
  return name && name.id !== rootNode.id ? name.text : null
}

function chainsFrom(container: Node, start: number, offset: number): Chain[] {
  const rootNode = container.child(start)
  if (!rootNode) return []
  const root: Chain['root'] = { ...named(rootNode, offset), call: null }
  const steps: Step[] = []
  const cascades: Chain[] = []
  for (let index = start + 1; index < container.childCount; index++) {
    const part = container.child(index)
    if (part?.type === 'selector' && cascades.length === 0) apply(part, steps, root, offset)
    else if (part?.type === 'cascade_section') {
      const cascade: Step[] = steps.map((step) => ({ ...step }))
      for (const piece of part.children) if (piece) apply(piece, cascade, root, offset)
      cascades.push({ root, steps: cascade, declares: null })
    } else break
  }
  return [{ root, steps, declares: declaredBy(container, rootNode) }, ...cascades]
}

function constructorCall(node: Node, offset: number): Chain | null {
  const type = node.namedChildren.find((child) => child?.type === 'type_identifier')
  const args = node.namedChildren.find((child) => child?.type === 'arguments')
  if (!type || !args) return null
  return { root: { ...named(type, offset), call: readArguments(args, offset) }, steps: [], declares: null }
}

export function readDart(root: Node, offset: number): ExampleSyntax {
  const chains: Chain[] = []
  for (const node of descendants(root)) {
    if (node.type === 'const_object_expression' || node.type === 'new_expression') {
      const chain = constructorCall(node, offset)
      if (chain) chains.push(chain)
      continue
    }
    node.children.forEach((child, index) => {
      const next = node.child(index + 1)
      if (child?.type === 'identifier' && (next?.type === 'selector' || next?.type === 'cascade_section'))
        chains.push(...chainsFrom(node, index, offset))
    })
  }
  return {
    chains,
    declared: declaredIn(root, DECLARATIONS, NAMES),
    identifiers: identifiersIn(root, new Set(['identifier', 'type_identifier'])),
  }
}
