'use client'

import { useId, type KeyboardEvent, type ReactNode } from 'react'
import styles from './tab-set.module.css'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

const joinClasses = (shared: string | undefined, own: string | undefined) =>
  own ? `${shared ?? ''} ${own}` : shared

export interface TabSetProps {
  /** Each tab's key (what `selected` and `onSelect` speak of) and label, in order. */
  tabs: readonly { key: string; label: ReactNode }[]
  /** One panel per tab, in the same order; every panel is in the HTML, the others hidden. */
  panels: readonly ReactNode[]
  selected: string | undefined
  onSelect: (key: string) => void
  label?: string
  /** The caller's own look of the tab list and of each panel, beside the shared one. */
  listClassName?: string
  panelClassName?: string
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab in the focus order, arrows, Home and End move
 * the selection. Where the selection lives (storage, the address) is the caller's.
 */
export function TabSet({
  tabs,
  panels,
  selected,
  onSelect,
  label,
  listClassName,
  panelClassName,
}: TabSetProps) {
  const baseId = useId()
  const keys = tabs.map((tab) => tab.key)
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = (index: number) => `${baseId}-panel-${index}`

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key]
    if (!step || selected === undefined) return
    event.preventDefault()
    const index = step(keys.indexOf(selected), keys.length)
    const next = keys[index]
    if (next === undefined) return
    onSelect(next)
    document.getElementById(tabId(index))?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={joinClasses(styles.list, listClassName)}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-controls={panelId(index)}
            aria-selected={tab.key === selected}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={keys[index]}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={keys[index] !== selected}
          className={joinClasses(styles.panel, panelClassName)}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
