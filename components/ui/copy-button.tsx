'use client'

import { useEffect, useState } from 'react'
import { copyButtonMarkup } from '../../lib/markup/contract'
import './copy-button.css'

export const COPIED_MS = 1000

export interface CopyButtonProps {
  /** The text to copy, or a function that reads it when the reader clicks. */
  value: string | (() => string)
  label: string
  disabled?: boolean
  className?: string
}

export function CopyButton({ value, label, disabled = false, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  async function copy() {
    const text = typeof value === 'function' ? value() : value
    await navigator.clipboard.writeText(text)
    setCopied(true)
  }

  return (
    <button
      type="button"
      className={className ?? copyButtonMarkup.className}
      aria-label={copied ? 'Copied' : label}
      data-copied={copied || undefined}
      disabled={disabled}
      onClick={() => void copy()}
    >
      <span aria-hidden="true">{copied ? copyButtonMarkup.copiedText : copyButtonMarkup.text}</span>
      <span className="sr-only" role="status">
        {copied ? copyButtonMarkup.copiedStatus : ''}
      </span>
    </button>
  )
}
