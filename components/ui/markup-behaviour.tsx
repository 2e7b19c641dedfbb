'use client'

import { useEffect } from 'react'
import { installMarkupBehaviour } from '../../lib/markup/markup-behaviour'

/** Copy buttons and tab sets of every page kind, made to work once for the whole site. */
export function MarkupBehaviour() {
  useEffect(installMarkupBehaviour, [])
  return null
}
