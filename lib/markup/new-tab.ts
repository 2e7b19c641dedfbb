import type { Element } from 'hast'
import { h } from 'hastscript'

/** What a screen reader hears after a link that leaves the docs in a new tab. */
export const NEW_TAB_NOTE = ' (opens in a new tab)'

/** `NEW_TAB_NOTE` as the markup the build writes after such a link's text. */
export const newTabNote = (): Element => h('span.sr-only', NEW_TAB_NOTE)
