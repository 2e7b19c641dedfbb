'use client'

import { useSyncExternalStore } from 'react'
import { readStoredText, subscribeStored } from '../../lib/browser/stored-value'
import { SESSION_STORAGE_KEY } from '../../lib/platform-contract/storage-keys'

/**
 * Whether a dashboard session is stored at all (null while rendering on the server). Only then
 * is the data layer worth loading; it validates the session itself.
 */
export function useHasSession(): boolean | null {
  return useSyncExternalStore(
    subscribeStored,
    () => readStoredText(SESSION_STORAGE_KEY) !== null,
    () => null,
  )
}
