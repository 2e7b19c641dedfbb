import type { Element } from 'hast'
import { h } from 'hastscript'
import { copyText, markupAttributes } from './names'

/**
 * A copy button. Without `text` it copies its code block's code as the reader sees it (filled-in
 * project values included); with `text`, that text. `markup-behaviour.ts` makes it work.
 */
export function copyButton(label = 'Copy code', text = ''): Element {
  return h(
    'button.copy-button',
    { type: 'button', [markupAttributes.copy]: text, ariaLabel: label },
    [h('span', { ariaHidden: 'true' }, copyText.idle), h('span.sr-only', { role: 'status' })],
  )
}

/**
 * A button that copies the text at `href` (fetched on click), saying `label` (for example
 * "Copy as Markdown" for a reference section's twin). `markup-behaviour.ts` makes it work.
 */
export function copyFromButton(label: string, href: string): Element {
  return h(
    'button.copy-button',
    {
      type: 'button',
      [markupAttributes.copy]: '',
      [markupAttributes.copyFrom]: href,
      ariaLabel: label,
    },
    [h('span', { ariaHidden: 'true' }, label), h('span.sr-only', { role: 'status' })],
  )
}
