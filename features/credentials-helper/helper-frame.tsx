'use client'

import type { ReactNode } from 'react'
import { CopyButton } from '../../components/ui/copy-button'
import { ComboboxButton, ComboboxField } from './combobox-button'
import messageStyles from './helper-message.module.css'
import styles from './helper.module.css'
import { SignInLink } from './sign-in-link'
import { variableText, type ProjectVariable } from './variables'

export interface HelperFrameProps {
  variable: ProjectVariable
  selectors: ReactNode
  value: string | null
  message?: ReactNode
}

/** The helper's layout: selectors, the value in a read-only field, a copy button, a message. */
export function HelperFrame({ variable, selectors, value, message }: HelperFrameProps) {
  const { name, placeholder } = variableText[variable]
  return (
    <div className={styles.helper}>
      <div className={styles.selectors}>{selectors}</div>
      <div className={styles.value}>
        <input
          type="text"
          readOnly
          aria-label={name}
          value={value ?? ''}
          placeholder={placeholder}
          className={styles.input}
        />
        <CopyButton value={value ?? ''} label={`Copy ${name}`} disabled={!value} />
      </div>
      {message ? (
        <p className={messageStyles.message} role="status">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/** A combobox that cannot be opened, showing a status such as `Loading...`. */
export function DisabledCombobox({ label, text }: { label: string; text: string }) {
  return (
    <ComboboxField label={label}>
      {(labelId) => (
        <ComboboxButton text={text} aria-labelledby={labelId} aria-expanded={false} disabled />
      )}
    </ComboboxField>
  )
}

export function LoadingHelper({ variable }: { variable: ProjectVariable }) {
  return (
    <HelperFrame
      variable={variable}
      value={null}
      selectors={<DisabledCombobox label="Project" text="Loading..." />}
    />
  )
}

export function LoggedOutHelper({ variable }: { variable: ProjectVariable }) {
  return (
    <HelperFrame
      variable={variable}
      value={null}
      selectors={<DisabledCombobox label="Project" text="Select a project..." />}
      message={
        <>
          To get your {variableText[variable].name}, <SignInLink>log in</SignInLink>.
        </>
      }
    />
  )
}
