import { useId, type ComponentProps, type ReactNode } from 'react'

/** The trigger of a helper combobox, shared by the live combobox and its disabled stand-in. */
export function ComboboxButton({ text, ...props }: { text: string } & ComponentProps<'button'>) {
  return (
    <button type="button" role="combobox" className="helper-combobox" {...props}>
      <span className="helper-combobox-text">{text}</span>
      <span aria-hidden="true">▾</span>
    </button>
  )
}

/** A visible label and the combobox it names. */
export function ComboboxField({
  label,
  children,
}: {
  label: string
  children: (labelId: string) => ReactNode
}) {
  const labelId = useId()
  return (
    <div className="helper-field">
      <span id={labelId} className="helper-label">
        {label}
      </span>
      {children(labelId)}
    </div>
  )
}
