import type { Element } from 'hast'
import { h } from 'hastscript'

/**
 * A reference table inside a region that scrolls sideways on narrow screens and that a keyboard
 * can reach: `flags-table` gives the look, `className` adds to it.
 */
export function scrollingTable(
  columns: string[],
  body: Element[],
  label: string,
  className?: string,
): Element {
  return h(
    'div.table-scroll',
    { tabIndex: 0, role: 'region', ariaLabel: label },
    h('table', { className: ['flags-table', ...(className ? [className] : [])] }, [
      h(
        'thead',
        h(
          'tr',
          columns.map((column) => h('th', { scope: 'col' }, column)),
        ),
      ),
      h('tbody', body),
    ]),
  )
}
