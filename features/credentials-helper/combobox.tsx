'use client'

import * as Popover from '@radix-ui/react-popover'
import { Command } from 'cmdk'
import { useState } from 'react'
import { ComboboxButton, ComboboxField } from './combobox-button'
import styles from './helper.module.css'

export interface ComboboxOption {
  value: string
  label: string
  group?: string
}

export interface ComboboxProps {
  label: string
  /** The trigger's text: the selected option's label, or a status such as `Loading...`. */
  text: string
  options: ComboboxOption[]
  selected: string | null
  disabled: boolean
  searchPlaceholder: string
  emptyText: string
  onSelect: (value: string) => void
}

/** Matches what the reader types anywhere in an option's label, ignoring case. */
function matchLabel(_value: string, search: string, keywords: string[] = []): number {
  return keywords.some((keyword) => keyword.toLowerCase().includes(search.trim().toLowerCase()))
    ? 1
    : 0
}

/** A labelled combobox: a popover with a filterable list that scrolls past 10 options. */
export function Combobox(props: ComboboxProps) {
  const { label, text, options, selected, disabled, searchPlaceholder, emptyText, onSelect } = props
  const [open, setOpen] = useState(false)
  const groups = [...new Set(options.map((option) => option.group ?? ''))]

  return (
    <ComboboxField label={label}>
      {(labelId) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <ComboboxButton
              text={text}
              aria-labelledby={labelId}
              aria-expanded={open}
              disabled={disabled}
            />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className={styles.popover} align="start" sideOffset={4}>
              <Command label={label} filter={matchLabel}>
                <Command.Input placeholder={searchPlaceholder} className={styles.search} />
                <Command.List className={styles.options}>
                  <Command.Empty className={styles.empty}>{emptyText}</Command.Empty>
                  {groups.map((group) => (
                    <Command.Group key={group} heading={group || undefined}>
                      {options
                        .filter((option) => (option.group ?? '') === group)
                        .map((option) => (
                          <Command.Item
                            key={option.value}
                            value={option.value}
                            keywords={[option.label]}
                            onSelect={() => {
                              onSelect(option.value)
                              setOpen(false)
                            }}
                            data-checked={option.value === selected || undefined}
                            className={styles.option}
                          >
                            {option.label}
                          </Command.Item>
                        ))}
                    </Command.Group>
                  ))}
                </Command.List>
              </Command>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </ComboboxField>
  )
}
