'use client'

import { useEffect } from 'react'
import { followHeadings } from './follow-headings'
import { TOC_ATTRIBUTE } from './toc-attribute'

/** Makes the page's table of contents follow the reader's scrolling. */
export function HeadingFollower() {
  useEffect(() => {
    const toc = document.querySelector(`[${TOC_ATTRIBUTE}]`)
    return toc ? followHeadings(toc) : undefined
  }, [])
  return null
}
