import { copyText, markupAttributes } from '../../lib/markup/names'

export interface CopyButtonProps {
  /** The text to copy. */
  value: string
  label: string
  disabled?: boolean
}

/**
 * A copy button inside a widget React renders in the browser (the credentials helper's fields):
 * the markup of `lib/markup/copy-button.ts` for a value known only there, made to work by the
 * same delegated behaviour.
 */
export function CopyButton({ value, label, disabled = false }: CopyButtonProps) {
  return (
    <button
      type="button"
      className="copy-button"
      {...{ [markupAttributes.copy]: value }}
      aria-label={label}
      disabled={disabled}
    >
      <span aria-hidden="true">{copyText.idle}</span>
      <span className="sr-only" role="status" />
    </button>
  )
}

export interface CopyFromButtonProps {
  /** What the button says, and its name. */
  label: string
  /** The URL whose text it copies, fetched on click. */
  href: string
  /** Replaces the markup's `copy-button` look. */
  className?: string
}

/**
 * A button that copies the text at `href`: the markup of `copyFromButton` in
 * `lib/markup/copy-button.ts` for a page React renders, made to work by the same delegated
 * behaviour, so the page needs no script of its own for it.
 */
export function CopyFromButton({ label, href, className = 'copy-button' }: CopyFromButtonProps) {
  return (
    <button
      type="button"
      className={className}
      {...{ [markupAttributes.copy]: '', [markupAttributes.copyFrom]: href }}
      aria-label={label}
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only" role="status" />
    </button>
  )
}
