/** A node of a log source's field tree: a field (leaf) or an object holding fields. */
export type FieldNode =
  | { kind: 'field'; name: string; path: string; type: string }
  | { kind: 'object'; name: string; path: string; children: FieldNode[] }

interface DottedField {
  path: string
  type: string
}

/**
 * The tree of dotted field paths, in the order the fields are listed: an object appears where its
 * first field is listed, and holds its fields in their listed order.
 */
export function buildFieldTree(fields: readonly DottedField[]): FieldNode[] {
  const root: FieldNode[] = []
  const objects = new Map<string, FieldNode[]>()
  for (const field of fields) {
    const segments = field.path.split('.')
    let siblings = root
    for (let depth = 0; depth < segments.length - 1; depth++) {
      const path = segments.slice(0, depth + 1).join('.')
      let children = objects.get(path)
      if (!children) {
        children = []
        objects.set(path, children)
        siblings.push({ kind: 'object', name: segments[depth] ?? '', path, children })
      }
      siblings = children
    }
    siblings.push({
      kind: 'field',
      name: segments.at(-1) ?? '',
      path: field.path,
      type: field.type,
    })
  }
  return root
}

/** How many fields a tree holds, at any depth. */
export function countFields(nodes: readonly FieldNode[]): number {
  return nodes.reduce(
    (sum, node) => sum + (node.kind === 'field' ? 1 : countFields(node.children)),
    0,
  )
}
