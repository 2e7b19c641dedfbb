import type { ProjectVariable } from './variables'

export type ProjectValues = Record<ProjectVariable, string>

const originals = new WeakMap<Element, string[]>()

function textNodes(element: Element): Text[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  return nodes
}

/**
 * Shows the reader's values in place of `<PROJECT_URL>` and `<ANON_KEY>` in a code block, or the
 * placeholders again when there are no values. Only text changes, never the element structure,
 * so the markup React rendered stays as it was.
 */
export function fillPlaceholders(block: Element, values: ProjectValues | null): void {
  for (const element of block.querySelectorAll<HTMLElement>('[data-project-var]')) {
    const variable = element.dataset.projectVar as ProjectVariable
    const nodes = textNodes(element)
    const original = originals.get(element) ?? nodes.map((node) => node.nodeValue ?? '')
    originals.set(element, original)
    nodes.forEach((node, index) => {
      node.nodeValue = values ? (index === 0 ? values[variable] : '') : (original[index] ?? '')
    })
    element.toggleAttribute('data-filled', values !== null)
  }
}
