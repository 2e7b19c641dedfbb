import type { Element } from 'hast'

/**
 * An element's classes, whichever way its maker wrote them: rehype as a `className` list, Shiki as
 * `class`, a string or a list.
 */
export function classesOf(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class
  if (value === undefined || value === null) return []
  return (Array.isArray(value) ? value.map(String) : String(value).split(' ')).filter(Boolean)
}
