'use client'

import { useEffect } from 'react'
import { readTabChoice, saveTabChoice } from '../../components/mdx/tab-choice-store'
import { codeTabsMarkup } from '../../lib/markup/contract'

const { groupAttribute, tabAttribute } = codeTabsMarkup

/** Shows `label` in every tab set of `group` that has it; the others keep their choice. */
function showTab(group: string, label: string) {
  for (const set of document.querySelectorAll(`[${groupAttribute}="${CSS.escape(group)}"]`)) {
    const tabs = [...set.querySelectorAll(`[role="tab"]`)]
    if (!tabs.some((tab) => tab.getAttribute(tabAttribute) === label)) continue
    for (const tab of tabs) {
      const selected = tab.getAttribute(tabAttribute) === label
      tab.setAttribute('aria-selected', String(selected))
      tab.setAttribute('tabindex', selected ? '0' : '-1')
    }
    for (const panel of set.querySelectorAll(`[role="tabpanel"]`)) {
      panel.toggleAttribute('hidden', panel.getAttribute(tabAttribute) !== label)
    }
  }
}

function choose(tab: Element) {
  const group = tab.closest(`[${groupAttribute}]`)?.getAttribute(groupAttribute)
  const label = tab.getAttribute(tabAttribute)
  if (!group || !label) return
  saveTabChoice(group, label)
  showTab(group, label)
}

/**
 * Makes the tabs of static reference HTML (curl and JavaScript requests) work with one pair of
 * listeners: a click or an arrow key switches every set of the group, as the guides' tabs do.
 */
export function DelegatedCodeTabs() {
  useEffect(() => {
    const groups = new Set(
      [...document.querySelectorAll(`[${groupAttribute}]`)].map(
        (set) => set.getAttribute(groupAttribute) ?? '',
      ),
    )
    for (const group of groups) {
      const saved = readTabChoice(group)
      if (saved) showTab(group, saved)
    }
    function onClick(event: MouseEvent) {
      const tab = (event.target as Element | null)?.closest(`[${groupAttribute}] [role="tab"]`)
      if (tab) choose(tab)
    }
    function onKeyDown(event: KeyboardEvent) {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      const tab = (event.target as Element | null)?.closest(`[${groupAttribute}] [role="tab"]`)
      const list = tab?.parentElement
      if (step === 0 || !tab || !list) return
      const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
      const next = tabs[(tabs.indexOf(tab as HTMLElement) + step + tabs.length) % tabs.length]
      if (!next) return
      event.preventDefault()
      choose(next)
      next.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])
  return null
}
