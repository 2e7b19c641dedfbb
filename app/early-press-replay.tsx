'use client'

import { useEffect } from 'react'
import { replayEarlyPress } from '../lib/browser/early-press'

/**
 * Presses again, once the page has hydrated, the button a reader pressed before
 * (`replayEarlyPress`). Last among the page's behaviours, so that their listeners are in place.
 */
export function EarlyPressReplay() {
  useEffect(replayEarlyPress, [])
  return null
}
