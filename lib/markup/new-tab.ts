import type { Element } from 'hast'

/** What a screen reader hears after a link that leaves the docs in a new tab. */
export const NEW_TAB_NOTE = ' (opens in a new tab)'

/**
 * `NEW_TAB_NOTE` as the markup the build writes after such a link's text. Written out rather than
 * with hastscript: React components import this module, and the browser needs no hast builder.
 */
export const newTabNote = (): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['sr-only'] },
  children: [{ type: 'text', value: NEW_TAB_NOTE }],
})
