'use client'

import { useId, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { subscribeStored } from '../../lib/browser/stored-value'
import { readTabChoice, saveTabChoice } from './tab-choice-store'
import styles from './tabs.module.css'

export interface TabsClientProps {
  groupId: string
  labels: string[]
  panels: ReactNode[]
}

export function TabsClient({ groupId, labels, panels }: TabsClientProps) {
  const baseId = useId()
  const saved = useSyncExternalStore(
    subscribeStored,
    () => readTabChoice(groupId),
    () => null,
  )
  const active = saved !== null && labels.includes(saved) ? saved : labels[0]

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0 || active === undefined) return
    const next = labels[(labels.indexOf(active) + step + labels.length) % labels.length]
    if (next === undefined) return
    saveTabChoice(groupId, next)
    document.getElementById(`${baseId}-tab-${labels.indexOf(next)}`)?.focus()
  }

  return (
    <div>
      <div role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {labels.map((label, index) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={label === active}
            tabIndex={label === active ? 0 : -1}
            onClick={() => saveTabChoice(groupId, label)}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={labels[index]}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={labels[index] !== active}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
