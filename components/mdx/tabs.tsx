import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { TabsClient } from './tabs-client'

export interface TabProps {
  label: string
  children: ReactNode
}

/** One alternative of a `<Tabs>` set; rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>
}

export interface TabsProps {
  /** Tab sets with the same group switch together, and the choice is remembered. */
  groupId?: string
  children: ReactNode
}

export function Tabs({ groupId, children }: TabsProps) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> => isValidElement(child) && child.type === Tab,
  )
  const labels = tabs.map((tab) => tab.props.label)
  return (
    <TabsClient
      groupId={groupId ?? labels.join('|')}
      labels={labels}
      panels={tabs.map((tab) => tab.props.children)}
    />
  )
}
