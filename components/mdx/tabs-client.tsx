'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { subscribeStored } from '../../lib/browser/stored-value'
import { TabSet } from '../ui/tab-set'
import { readTabChoice, saveTabChoice } from './tab-choice-store'
import styles from './tabs.module.css'

export interface TabsClientProps {
  groupId: string
  labels: string[]
  panels: ReactNode[]
}

/** A guide's tab set: the choice is remembered per group, so sets of one group switch together. */
export function TabsClient({ groupId, labels, panels }: TabsClientProps) {
  const saved = useSyncExternalStore(
    subscribeStored,
    () => readTabChoice(groupId),
    () => null,
  )
  const selected = saved !== null && labels.includes(saved) ? saved : labels[0]
  return (
    <TabSet
      tabs={labels.map((label) => ({ key: label, label }))}
      panels={panels}
      selected={selected}
      onSelect={(label) => saveTabChoice(groupId, label)}
      panelClassName={styles.panel}
    />
  )
}
