// Small DOM helpers shared by the dashboard page scripts.

/** Parses a `<script type="application/json">` data block written by the server. */
export function readJsonBlock(id: string): unknown {
  const element = document.getElementById(id)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent)
  } catch {
    return null
  }
}

/** Reads one string property of a data block, or null. */
export function readStringField(id: string, key: string): string | null {
  const data = readJsonBlock(id)
  if (typeof data !== 'object' || data === null) return null
  const value = (data as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

/** Shows the `[data-state]` section named `state` and hides the others. */
export function showState(state: string): void {
  for (const section of document.querySelectorAll('[data-state]')) {
    if (section instanceof HTMLElement) section.hidden = section.dataset.state !== state
  }
}

export function field(name: string): HTMLElement | null {
  const element = document.querySelector(`[data-field="${name}"]`)
  return element instanceof HTMLElement ? element : null
}

/** Sets the text of a `[data-field]` element; text only, never markup. */
export function setField(name: string, text: string): void {
  const element = field(name)
  if (element) element.textContent = text
}

/** Creates an element with attributes and text or element children. */
export function h(
  tag: string,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/** Calls `handler` when a `[data-action="<action>"]` button is clicked. */
export function onAction(action: string, handler: () => void): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[data-action="${action}"]`))
      handler()
  })
}

/** `[data-copy="<field>"]` buttons copy the text of `[data-field="<field>"]`. */
export function enableCopyButtons(): void {
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null
    if (!(button instanceof HTMLElement) || !button.dataset.copy) return
    const text = field(button.dataset.copy)?.textContent ?? ''
    const label = button.textContent
    try {
      await navigator.clipboard.writeText(text)
      button.textContent = 'Copied'
    } catch {
      button.textContent = 'Select and copy'
    }
    setTimeout(() => {
      button.textContent = label
    }, 2000)
  })
}
