'use client'

import { useEffect } from 'react'
import { COPIED_MS } from '../../components/ui/copy-button'
import '../../components/ui/copy-button.css'

function showCopied(button: Element, copied: boolean) {
  button.toggleAttribute('data-copied', copied)
  button.setAttribute('aria-label', copied ? 'Copied' : 'Copy code')
  const [label, status] = button.querySelectorAll('span')
  if (label) label.textContent = copied ? 'Copied' : 'Copy'
  if (status) status.textContent = copied ? 'Copied to clipboard' : ''
}

/**
 * Makes the copy buttons of static reference HTML work with one listener, instead of hydrating
 * a component per code block: same behaviour as the guides' copy buttons.
 */
export function DelegatedCopyButtons() {
  useEffect(() => {
    async function onClick(event: MouseEvent) {
      const button = (event.target as Element | null)?.closest('[data-copy-code]')
      const code = button?.closest('[data-code-block]')?.querySelector('pre')
      if (!button || !code) return
      await navigator.clipboard.writeText(code.innerText)
      showCopied(button, true)
      window.setTimeout(() => showCopied(button, false), COPIED_MS)
    }
    const listener = (event: MouseEvent) => void onClick(event)
    document.addEventListener('click', listener)
    return () => document.removeEventListener('click', listener)
  }, [])
  return null
}
