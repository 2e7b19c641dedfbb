'use client'

import { useEffect } from 'react'
import { COPIED_MS } from '../../components/ui/copy-button'
import '../../components/ui/copy-button.css'
import { codeBlockMarkup, copyButtonMarkup } from '../../lib/markup/contract'

function showCopied(button: Element, copied: boolean) {
  button.toggleAttribute('data-copied', copied)
  button.setAttribute('aria-label', copied ? copyButtonMarkup.copiedText : copyButtonMarkup.label)
  const [label, status] = button.querySelectorAll('span')
  if (label) label.textContent = copied ? copyButtonMarkup.copiedText : copyButtonMarkup.text
  if (status) status.textContent = copied ? copyButtonMarkup.copiedStatus : ''
}

/**
 * Makes the copy buttons of static reference HTML work with one listener, instead of hydrating
 * a component per code block: same behaviour as the guides' copy buttons.
 */
export function DelegatedCopyButtons() {
  useEffect(() => {
    async function onClick(event: MouseEvent) {
      const button = (event.target as Element | null)?.closest(
        `[${copyButtonMarkup.delegatedAttribute}]`,
      )
      const code = button?.closest(`[${codeBlockMarkup.blockAttribute}]`)?.querySelector('pre')
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
