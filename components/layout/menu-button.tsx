'use client'

import { useState } from 'react'
import styles from './menu-button.module.css'
import { SITE_NAV_COLUMN_ID, SITE_NAV_COLUMN_SLOT, SITE_NAV_ID } from './site-nav-id'
import { wrapFocus } from './wrap-focus'

const siteNav = () => document.getElementById(SITE_NAV_ID) as HTMLDialogElement | null

/**
 * Moves the docked column's menus into `dialog` and returns what moves them back: on narrow
 * screens the column is hidden, and the page holds its menus once.
 */
function lendColumn(dialog: HTMLDialogElement): () => void {
  const column = document.getElementById(SITE_NAV_COLUMN_ID)
  const slot = dialog.querySelector(`[${SITE_NAV_COLUMN_SLOT}]`)
  if (!column || !slot) return () => {}
  slot.append(...column.childNodes)
  return () => column.append(...slot.childNodes)
}

/**
 * Opens the page's navigation as a modal dialog on narrow screens, with the docked column's menus
 * in it. The native dialog keeps focus inside and closes on Escape; this closes it when a link in
 * it is followed and mirrors its state.
 */
export function MenuButton() {
  const [open, setOpen] = useState(false)
  function openNav() {
    const dialog = siteNav()
    if (!dialog || dialog.open) return
    const giveBack = lendColumn(dialog)
    dialog.onclose = () => {
      giveBack()
      setOpen(false)
    }
    dialog.onkeydown = (event) => wrapFocus(dialog, event)
    dialog.onclick = (event) => {
      if ((event.target as Element).closest('a')) dialog.close()
    }
    dialog.showModal()
    setOpen(true)
  }

  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls={SITE_NAV_ID}
      onClick={openNav}
    >
      <span aria-hidden="true">☰</span>
    </button>
  )
}
