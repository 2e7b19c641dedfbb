import { readStoredText, saveStoredTexts } from '../browser/stored-value'
import { watchElements } from '../browser/watch-elements'
import { copyText, markupAttributes as names } from './names'

const COPIED_MS = 1000

const TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/** Which tab a group shows: shared by every set of the group, remembered across pages. */
const tabStorageKey = (group: string) => `docs.ui.tabs.${group}`

const idleLabels = new WeakMap<Element, string>()

function showCopied(button: Element, copied: boolean) {
  if (!idleLabels.has(button)) idleLabels.set(button, button.getAttribute('aria-label') ?? '')
  button.toggleAttribute('data-copied', copied)
  button.setAttribute('aria-label', copied ? copyText.copied : (idleLabels.get(button) ?? ''))
  const [label, status] = button.querySelectorAll('span')
  if (label) label.textContent = copied ? copyText.copied : copyText.idle
  if (status) status.textContent = copied ? copyText.copiedStatus : ''
}

async function copy(button: Element) {
  const text =
    button.getAttribute(names.copy) ||
    button.closest(`[${names.codeBlock}]`)?.querySelector('pre')?.innerText
  if (!text) return
  await navigator.clipboard.writeText(text)
  showCopied(button, true)
  window.setTimeout(() => showCopied(button, false), COPIED_MS)
}

const tabsOf = (set: Element) => [
  ...set.querySelectorAll(':scope > [role="tablist"] > [role="tab"]'),
]

/** Shows the tab `key` in `set`; false when the set has no such tab. */
function showTab(set: Element, key: string): boolean {
  const tabs = tabsOf(set)
  if (!tabs.some((tab) => tab.getAttribute(names.tab) === key)) return false
  for (const tab of tabs) {
    const selected = tab.getAttribute(names.tab) === key
    tab.setAttribute('aria-selected', String(selected))
    tab.setAttribute('tabindex', selected ? '0' : '-1')
  }
  for (const panel of set.querySelectorAll(':scope > [role="tabpanel"]')) {
    panel.toggleAttribute('hidden', panel.getAttribute(names.tab) !== key)
  }
  return true
}

/** The choice a set shows on arrival: from its address parameter, or its group's saved one. */
function restoreChoice(set: Element) {
  const param = set.getAttribute(names.tabsParam)
  const group = set.getAttribute(names.tabs) ?? ''
  const key = param
    ? new URLSearchParams(window.location.search).get(param)
    : readStoredText(tabStorageKey(group))
  const first = tabsOf(set)[0]?.getAttribute(names.tab)
  if (key === null || !showTab(set, key)) {
    if (param && first) showTab(set, first)
  }
}

function choose(tab: Element) {
  const set = tab.closest(`[${names.tabs}]`)
  const key = tab.getAttribute(names.tab)
  if (!set || key === null) return
  const param = set.getAttribute(names.tabsParam)
  if (param) {
    const url = new URL(window.location.href)
    url.searchParams.set(param, key)
    window.history.replaceState(window.history.state, '', url)
    showTab(set, key)
    return
  }
  const group = set.getAttribute(names.tabs) ?? ''
  saveStoredTexts({ [tabStorageKey(group)]: key })
  for (const other of document.querySelectorAll(`[${names.tabs}="${CSS.escape(group)}"]`)) {
    showTab(other, key)
  }
}

const TAB_SELECTOR = `[${names.tabs}] > [role="tablist"] > [role="tab"]`

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest(`button[${names.copy}]`)
  if (button) {
    void copy(button)
    return
  }
  const tab = target?.closest(TAB_SELECTOR)
  if (tab) choose(tab)
}

function onKeyDown(event: KeyboardEvent) {
  const step = TAB_KEYS[event.key]
  const tab = event.target instanceof Element ? event.target.closest(TAB_SELECTOR) : null
  const set = tab?.closest(`[${names.tabs}]`)
  if (!step || !tab || !set) return
  const tabs = tabsOf(set)
  const next = tabs[step(tabs.indexOf(tab), tabs.length)]
  if (!(next instanceof HTMLElement)) return
  event.preventDefault()
  choose(next)
  next.focus()
}

const restoreAll = () => {
  for (const set of document.querySelectorAll(`[${names.tabs}]`)) restoreChoice(set)
}

/**
 * Makes every copy button and tab set of the page work, whoever wrote the page (a guide, the
 * reference's static sections, a catalogue): listeners at the document, and each tab set shown
 * at its remembered choice as it arrives. Returns the function that removes them.
 */
export function installMarkupBehaviour(): () => void {
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  window.addEventListener('popstate', restoreAll)
  const stopWatching = watchElements(`[${names.tabs}]`, (sets) => sets.forEach(restoreChoice))
  return () => {
    document.removeEventListener('click', onClick)
    document.removeEventListener('keydown', onKeyDown)
    window.removeEventListener('popstate', restoreAll)
    stopWatching()
  }
}
