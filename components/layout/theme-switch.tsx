'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { readStoredText, saveStoredTexts, subscribeStored } from '../../lib/browser/stored-value'
import { applyTheme, THEME_STORAGE_KEY, themeChoice, type ThemeChoice } from './theme'
import styles from './theme-switch.module.css'

const choices: { value: ThemeChoice; label: string; icon: string }[] = [
  { value: 'light', label: 'Light', icon: '☀' },
  { value: 'dark', label: 'Dark', icon: '☾' },
  { value: 'system', label: 'System', icon: '◐' },
]

/**
 * Light, dark or the system's theme, saved for every page (the inline `themeScript` applies it
 * before the page paints). Follows the system's changes while the choice is `system`, and a
 * choice made in another tab.
 */
export function ThemeSwitch() {
  // The saved choice is known only in the browser; the server renders no pressed state.
  const choice = useSyncExternalStore(
    subscribeStored,
    () => themeChoice(readStoredText(THEME_STORAGE_KEY)),
    () => null,
  )

  useEffect(() => {
    if (choice === null) return
    applyTheme(choice)
    if (choice !== 'system') return
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => applyTheme(choice)
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [choice])

  return (
    <div role="group" aria-label="Theme" className={styles.switch}>
      {choices.map(({ value, label, icon }) => (
        <button
          key={value}
          type="button"
          aria-label={`${label} theme`}
          aria-pressed={choice === null ? undefined : choice === value}
          title={`${label} theme`}
          onClick={() => saveStoredTexts({ [THEME_STORAGE_KEY]: value })}
        >
          <span aria-hidden="true">{icon}</span>
        </button>
      ))}
    </div>
  )
}
