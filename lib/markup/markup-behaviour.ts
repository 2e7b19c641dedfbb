import { readStoredText, saveStoredTexts } from '../browser/stored-value'
import { watchElements } from '../browser/watch-elements'
import { copyText, markupAttributes as names } from './names'

const COPIED_MS = 1000

/** Which tab a group shows: shared by every set of the group, remembered across pages. */
const tabStorageKey = (group: string) => `docs.ui.tabs.${group}`

const TAB = `[${names.tabs}] > [role="tablist"] > [role="tab"]`

function showCopied(button: Element, label: string | null) {
  button.toggleAttribute('data-copied', label === null)
  button.setAttribute('aria-label', label ?? copyText.copied)
  const [text, status] = button.children
  if (text) text.textContent = label === null ? copyText.copied : copyText.idle
  if (status) status.textContent = label === null ? copyText.copiedStatus : ''
}

async function copy(button: Element) {
  const label = button.getAttribute('aria-label')
  const text =
    button.getAttribute(names.copy) ||
    button.closest(`[${names.codeBlock}]`)?.querySelector('pre')?.innerText
  // A second click while "Copied" shows would take "Copied" for the button's own label.
  if (!text || button.hasAttribute('data-copied')) return
  await navigator.clipboard.writeText(text)
  showCopied(button, null)
  window.setTimeout(() => showCopied(button, label), COPIED_MS)
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

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest(`button[${names.copy}]`)
  const tab = target?.closest(TAB)
  if (button) void copy(button)
  else if (tab) choose(tab)
}

function onKeyDown(event: KeyboardEvent) {
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
  const stopWatching = watchElements(`[${names.tabs}]`, (sets) => sets.forEach(restoreChoice))
  return () => {
    document.removeEventListener('click', onClick)
    document.removeEventListener('keydown', onKeyDown)
    stopWatching()
  }
}
