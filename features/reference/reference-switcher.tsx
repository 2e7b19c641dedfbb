'use client'

import { switchHref } from './section-url'
import { useActiveSection } from './use-active-section'

export interface SwitchTarget {
  label: string
  /** Site path of the target document. */
  path: string
  /** The sections of this document the target lacks: it opens at its top from those. */
  missing: string[]
  current: boolean
}

/** A menu of versions or libraries that opens each at the section the reader is at, if it has it. */
export function ReferenceSwitcher({
  id,
  label,
  targets,
}: {
  id: string
  label: string
  targets: SwitchTarget[]
}) {
  const active = useActiveSection()
  const current = targets.find((target) => target.current)
  return (
    <div className="reference-switcher">
      <button
        type="button"
        popoverTarget={id}
        aria-label={`${label}: ${current?.label ?? ''}`}
        className="switcher-button"
      >
        {current?.label} <span aria-hidden="true">▾</span>
      </button>
      <div id={id} popover="auto" className="switcher-popover">
        <ul>
          {targets.map((target) => (
            <li key={target.path}>
              <a
                href={switchHref(target, active)}
                aria-current={target.current ? 'page' : undefined}
              >
                {target.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
