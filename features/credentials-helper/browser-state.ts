'use client'

import { useMemo, useState, useSyncExternalStore } from 'react'
import { readStoredText, saveStoredTexts, subscribeStored } from '../../lib/browser/stored-value'
import { SELECTION_KEYS } from '../../lib/platform-contract/selection-keys'
import { parseSession, type DashboardSession } from '../../lib/platform-contract/session'
import { SESSION_STORAGE_KEY } from '../../lib/platform-contract/storage-keys'
import { parseSavedSelection, type RawSelection, type SavedSelection } from './saved-selection'

const SERVER = '\u0000server'

/** 'loading' until the browser's storage has been read (server render and hydration). */
export function useDashboardSession(): DashboardSession | null | 'loading' {
  const raw = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(SESSION_STORAGE_KEY),
    () => SERVER,
  )
  const [openedAt] = useState(() => Date.now() / 1000)
  return useMemo(() => (raw === SERVER ? 'loading' : parseSession(raw, openedAt)), [raw, openedAt])
}

export function useSavedSelection(): SavedSelection {
  const read = (key: string) => () => readStoredText(key)
  const org = useSyncExternalStore(subscribeStored, read(SELECTION_KEYS.org), () => null)
  const project = useSyncExternalStore(subscribeStored, read(SELECTION_KEYS.project), () => null)
  const branch = useSyncExternalStore(subscribeStored, read(SELECTION_KEYS.branch), () => null)
  return useMemo(() => parseSavedSelection({ org, project, branch }), [org, project, branch])
}

/** Saves a choice for every helper on this page and later pages. */
export function saveSelection(values: Partial<RawSelection>): void {
  const entries: Record<string, string | null> = {}
  if (values.org !== undefined) entries[SELECTION_KEYS.org] = values.org
  if (values.project !== undefined) entries[SELECTION_KEYS.project] = values.project
  if (values.branch !== undefined) entries[SELECTION_KEYS.branch] = values.branch
  saveStoredTexts(entries)
}
