import { readStoredText, saveStoredTexts } from '../browser/stored-value'
import { watchElements } from '../browser/watch-elements'
import { alertStorageKey } from './alert-storage-key'
import { copyText, markupAttributes as names } from './names'

const COPIED_MS = 1000

/** Which tab a group shows: shared by every set of the group, remembered across pages. */
const tabStorageKey = (group: string) => `docs.ui.tabs.${group}`

const TAB = `[${names.tabs}] > [role="tablist"] > [role="tab"]`

/** What a copy button says: its name, its visible text and its status (announced). */
interface Face {
  label: string | null
  text: string | null
  status: string
}

const faceOf = (button: Element): Face => ({
  label: button.getAttribute('aria-label'),
  text: button.children[0]?.textContent ?? null,
  status: '',
})

function show(button: Element, face: Face, copied: boolean) {
  button.toggleAttribute('data-copied', copied)
  if (face.label !== null) button.setAttribute('aria-label', face.label)
  const [text, status] = button.children
  if (text && face.text !== null) text.textContent = face.text
  if (status) status.textContent = face.status
}

/** Buttons between a click and going back to idle: a second click is ignored. */
const busy = new WeakSet<Element>()

/**
 * The text a button copies: the URL's it names, its own, or its code block's code as shown (the
 * reader's edit of a SQL block being edited).
 */
async function textOf(button: Element): Promise<string | undefined> {
  const source = button.getAttribute(names.copyFrom)
  if (source) {
    const response = await fetch(source)
    if (!response.ok) throw new Error(`${source} answered ${response.status}`)
    return response.text()
  }
  const block = button.closest(`[${names.codeBlock}]`)
  return (
    button.getAttribute(names.copy) ||
    block?.querySelector('textarea')?.value ||
    block?.querySelector('pre')?.innerText
  )
}

async function copy(button: Element) {
  if (busy.has(button)) return
  busy.add(button)
  const idle = faceOf(button)
  let copied: boolean
  try {
    const text = await textOf(button)
    if (!text) {
      busy.delete(button)
      return
    }
    await navigator.clipboard.writeText(text)
    copied = true
  } catch {
    copied = false
  }
  show(
    button,
    copied
      ? { label: copyText.copied, text: copyText.copied, status: copyText.copiedStatus }
      : { label: copyText.failed, text: copyText.failed, status: copyText.failedStatus },
    copied,
  )
  window.setTimeout(() => {
    show(button, idle, false)
    busy.delete(button)
  }, COPIED_MS)
}

const tabsOf = (set: Element) => [
  ...set.querySelectorAll(`:scope > [role="tablist"] > [role="tab"]`),
]

/** Shows the tab `key` in `set`, when the set has it. */
function showTab(set: Element, key: string | null) {
  const tabs = tabsOf(set)
  if (!tabs.some((tab) => tab.getAttribute(names.tab) === key)) return
  for (const tab of tabs) {
    const selected = tab.getAttribute(names.tab) === key
    tab.setAttribute('aria-selected', String(selected))
    tab.setAttribute('tabindex', selected ? '0' : '-1')
  }
  for (const panel of set.querySelectorAll(':scope > [role="tabpanel"]')) {
    panel.toggleAttribute('hidden', panel.getAttribute(names.tab) !== key)
  }
}

/** The choice a set shows on arrival: its address parameter's, or its group's saved one. */
function restoreChoice(set: Element) {
  const param = set.getAttribute(names.tabsParam)
  showTab(
    set,
    param
      ? new URLSearchParams(window.location.search).get(param)
      : readStoredText(tabStorageKey(set.getAttribute(names.tabs) ?? '')),
  )
}

function choose(tab: Element) {
  const set = tab.closest(`[${names.tabs}]`)
  const key = tab.getAttribute(names.tab)
  if (!set || key === null) return
  const param = set.getAttribute(names.tabsParam)
  const group = set.getAttribute(names.tabs) ?? ''
  if (param) {
    const url = new URL(window.location.href)
    url.searchParams.set(param, key)
    window.history.replaceState(window.history.state, '', url)
    showTab(set, key)
    return
  }
  saveStoredTexts({ [tabStorageKey(group)]: key })
  for (const other of document.querySelectorAll(`[${names.tabs}="${CSS.escape(group)}"]`)) {
    showTab(other, key)
  }
}

/** Closes every alert of the page with the button's id, and remembers it for every page. */
function closeAlert(button: Element) {
  const id = button.getAttribute(names.alertClose) ?? ''
  saveStoredTexts({ [alertStorageKey(id)]: 'true' })
  for (const alert of document.querySelectorAll(`[data-alert="${CSS.escape(id)}"]`)) {
    alert.toggleAttribute('hidden', true)
  }
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest(`button[${names.copy}]`)
  const tab = target?.closest(TAB)
  const close = target?.closest(`button[${names.alertClose}]`)
  if (button) void copy(button)
  else if (tab) choose(tab)
  else if (close) closeAlert(close)
}

/** Escape hides a type shown on a code identifier until the pointer or focus moves on. */
const showTypes = () => document.documentElement.removeAttribute(names.typesHidden)

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Escape') document.documentElement.setAttribute(names.typesHidden, '')
  const tab = event.target instanceof Element ? event.target.closest(TAB) : null
  const set = tab?.closest(`[${names.tabs}]`)
  if (!tab || !set) return
  const tabs = tabsOf(set)
  const index = tabs.indexOf(tab)
  const count = tabs.length
  const steps: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1 + count,
    Home: 0,
    End: count - 1,
  }
  const next = tabs[(steps[event.key] ?? NaN) % count]
  if (!(next instanceof HTMLElement)) return
  event.preventDefault()
  choose(next)
  next.focus()
}

/**
 * Makes every copy button and tab set of the page work, whoever wrote the page (a guide, the
 * reference's static sections, a catalogue): listeners at the document, and each tab set shown
 * at its remembered choice as it arrives. Returns the function that removes them.
 */
export function installMarkupBehaviour(): () => void {
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  document.addEventListener('pointerover', showTypes)
  document.addEventListener('focusin', showTypes)
  const stopWatching = watchElements(`[${names.tabs}]`, (sets) => sets.forEach(restoreChoice))
  return () => {
    document.removeEventListener('click', onClick)
    document.removeEventListener('keydown', onKeyDown)
    document.removeEventListener('pointerover', showTypes)
    document.removeEventListener('focusin', showTypes)
    stopWatching()
  }
}
