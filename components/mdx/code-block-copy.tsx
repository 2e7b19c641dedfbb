'use client'

import { useRef } from 'react'
import { codeBlockMarkup, copyButtonMarkup } from '../../lib/markup/contract'
import { CopyButton } from '../ui/copy-button'

/** Copies the code as the reader sees it, so filled-in project values are copied too. */
export function CodeBlockCopy() {
  const anchor = useRef<HTMLSpanElement>(null)
  const readCode = () =>
    anchor.current?.closest(`[${codeBlockMarkup.blockAttribute}]`)?.querySelector('pre')
      ?.innerText ?? ''
  return (
    <span ref={anchor} className="code-copy">
      <CopyButton value={readCode} label={copyButtonMarkup.label} />
    </span>
  )
}
