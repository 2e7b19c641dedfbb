// @ts-check
// Small DOM helpers shared by the dashboard page scripts.

/**
 * Parses a `<script type="application/json">` data block written by the server.
 * @param {string} id
 * @returns {unknown}
 */
export function readJsonBlock(id) {
  const element = document.getElementById(id)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent)
  } catch {
    return null
  }
}

/**
 * Reads one string property of a data block, or null.
 * @param {string} id
 * @param {string} key
 * @returns {string | null}
 */
export function readStringField(id, key) {
  const data = readJsonBlock(id)
  if (typeof data !== 'object' || data === null) return null
  const value = /** @type {Record<string, unknown>} */ (data)[key]
  return typeof value === 'string' ? value : null
}

/**
 * Shows the `[data-state]` section named `state` and hides the others.
 * @param {string} state
 */
export function showState(state) {
  for (const section of document.querySelectorAll('[data-state]')) {
    if (section instanceof HTMLElement) section.hidden = section.dataset.state !== state
  }
}

/**
 * @param {string} name
 * @returns {HTMLElement | null}
 */
export function field(name) {
  const element = document.querySelector(`[data-field="${name}"]`)
  return element instanceof HTMLElement ? element : null
}

/**
 * Sets the text of a `[data-field]` element; text only, never markup.
 * @param {string} name
 * @param {string} text
 */
export function setField(name, text) {
  const element = field(name)
  if (element) element.textContent = text
}

/**
 * Creates an element with attributes and text or element children.
 * @param {string} tag
 * @param {Record<string, string>} attributes
 * @param {...(Node | string)} children
 * @returns {HTMLElement}
 */
export function h(tag, attributes, ...children) {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...children)
  return element
}

/**
 * Calls `handler` when a `[data-action="<action>"]` button is clicked.
 * @param {string} action
 * @param {() => void} handler
 */
export function onAction(action, handler) {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[data-action="${action}"]`))
      handler()
  })
}

/** `[data-copy="<field>"]` buttons copy the text of `[data-field="<field>"]`. */
export function enableCopyButtons() {
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
