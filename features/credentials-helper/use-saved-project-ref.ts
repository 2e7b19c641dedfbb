'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { readStoredText, subscribeStored } from '../../lib/browser/stored-value'
import { SELECTION_KEYS } from '../../lib/platform-contract/selection-keys'
import type { parseSavedProject } from './saved-selection'

/**
 * The ref of the reader's saved project, or null (always null on the server and before a project
 * is saved). The parser, and zod with it, loads only once there is a saved value to read: dashboard
 * links are on many pages and must not add the validator to their first load.
 */
export function useSavedProjectRef(): string | null {
  const raw = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(SELECTION_KEYS.project),
    () => null,
  )
  const [parse, setParse] = useState<typeof parseSavedProject | null>(null)
  useEffect(() => {
    if (raw === null || parse) return
    let current = true
    void import('./saved-selection').then((module) => {
      if (current) setParse(() => module.parseSavedProject)
    })
    return () => {
      current = false
    }
  }, [raw, parse])
  return parse ? (parse(raw)?.ref ?? null) : null
}
