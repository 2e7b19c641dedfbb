'use client'

import { useEffect } from 'react'

/** Brings the current page's menu entry into view when the menu is taller than the screen. */
export function ScrollActiveIntoView() {
  useEffect(() => {
    document
      .querySelector('[data-side-menu] [aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest' })
  }, [])
  return null
}
