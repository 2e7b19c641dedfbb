import type { ReactNode } from 'react'

export type CalloutType = 'note' | 'tip' | 'caution' | 'danger' | 'deprecated'

const labels: Record<CalloutType, string> = {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  danger: 'Danger',
  deprecated: 'Deprecated',
}

export function calloutLabel(type: CalloutType, title?: string): string {
  return title ?? labels[type]
}

export interface CalloutProps {
  type?: CalloutType
  title?: string
  children: ReactNode
}

export function Callout({ type = 'note', title, children }: CalloutProps) {
  return (
    <aside className="callout" data-type={type} aria-label={calloutLabel(type, title)}>
      <p className="callout-title">{calloutLabel(type, title)}</p>
      <div className="callout-body">{children}</div>
    </aside>
  )
}
