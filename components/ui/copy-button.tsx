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
