'use client'

import { useTheme } from 'next-themes'
import { useSyncExternalStore } from 'react'
import styles from './theme-switch.module.css'

const choices = [
  { value: 'light', label: 'Light', icon: '☀' },
  { value: 'dark', label: 'Dark', icon: '☾' },
  { value: 'system', label: 'System', icon: '◐' },
] as const

export function ThemeSwitch() {
  const { theme, setTheme } = useTheme()
  // The saved theme is known only in the browser; the server renders no pressed state.
  const mounted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )

  return (
    <div role="group" aria-label="Theme" className={styles.switch}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-label={`${choice.label} theme`}
          aria-pressed={mounted ? theme === choice.value : undefined}
          title={`${choice.label} theme`}
          onClick={() => setTheme(choice.value)}
        >
          <span aria-hidden="true">{choice.icon}</span>
        </button>
      ))}
    </div>
  )
}
