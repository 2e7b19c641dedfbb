/**
 * Local `$ref`s (`#/components/schemas/Project`) of a document that the OpenAPI parser has
 * already checked, followed without copying the document, so recursive schemas stay finite.
 */

const decodeToken = (token: string) =>
  decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~')

/** The value a JSON pointer names in `root`; throws naming the pointer when it names nothing. */
export function followPointer(root: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#/')) throw new Error(`${pointer}: only local references are supported`)
  let current: unknown = root
  for (const token of pointer.slice(2).split('/').map(decodeToken)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) {
      throw new Error(`${pointer}: points at nothing`)
    }
    current = (current as Record<string, unknown>)[token]
  }
  return current
}

const refOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && '$ref' in value && typeof value.$ref === 'string'
    ? value.$ref
    : null

/**
 * A value with its `$ref` chain followed to the end, and the last reference's name (the schema's
 * name shown for a type). Throws on a chain that loops.
 */
export function resolveRef<T>(
  root: unknown,
  value: T | { $ref: string },
): { value: T; name: string | null } {
  let current: unknown = value
  let name: string | null = null
  const seen = new Set<string>()
  for (let ref = refOf(current); ref !== null; ref = refOf(current)) {
    if (seen.has(ref)) throw new Error(`${ref}: refers to itself`)
    seen.add(ref)
    name = ref.split('/').at(-1) ?? null
    current = followPointer(root, ref)
  }
  return { value: current as T, name }
}
