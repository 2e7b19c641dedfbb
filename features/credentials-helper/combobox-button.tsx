import { useId, type ComponentProps, type ReactNode } from 'react'
import styles from './helper.module.css'

/** The trigger of a helper combobox, shared by the live combobox and its disabled stand-in. */
export function ComboboxButton({ text, ...props }: { text: string } & ComponentProps<'button'>) {
  return (
    <button type="button" role="combobox" className={styles.combobox} {...props}>
      <span className={styles.comboboxText}>{text}</span>
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
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {children(labelId)}
    </div>
  )
}
