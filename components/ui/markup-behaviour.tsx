'use client'

import { useEffect } from 'react'
import { installMarkupBehaviour } from '../../lib/markup/markup-behaviour'

/** Copy buttons, tab sets and alerts' close buttons of every page kind, made to work once for the whole site. */
export function MarkupBehaviour() {
  useEffect(installMarkupBehaviour, [])
  return null
}
