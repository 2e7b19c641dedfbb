import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import { markupAttributes } from './names'

export interface Tab {
  /** What the tab says; also its key unless `key` is given. */
  label: string
  key?: string
  content: ElementContent[]
}

export interface TabSetOptions {
  /** Sets of the same group switch together; the reader's choice is remembered per group. */
  group: string
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string
  tabs: readonly Tab[]
  /** The tab list's accessible name. */
  label?: string
  /** Keeps the choice in this query parameter of the address instead of the reader's storage. */
  param?: string
}

/**
 * Tabs as the WAI-ARIA pattern has them, as static HTML: every panel is in the page, all but the
 * selected one hidden; `markup-behaviour.ts` switches them (click, arrows, Home, End).
 */
export function tabSet({ group, idPrefix, tabs, label, param }: TabSetOptions): Element {
  const keyOf = (tab: Tab) => tab.key ?? tab.label
  // The first tab shows until the behaviour restores the reader's choice.
  const shown = tabs[0]
  const idOf = (kind: 'tab' | 'panel', index: number) => `${idPrefix}-${kind}-${index}`
  return h('div.tab-set', { [markupAttributes.tabs]: group, [markupAttributes.tabsParam]: param }, [
    h(
      'div.tab-list',
      { role: 'tablist', ariaLabel: label },
      tabs.map((tab, index) =>
        h(
          'button',
          {
            type: 'button',
            role: 'tab',
            id: idOf('tab', index),
            ariaControls: idOf('panel', index),
            ariaSelected: String(tab === shown),
            tabIndex: tab === shown ? 0 : -1,
            [markupAttributes.tab]: keyOf(tab),
          },
          tab.label,
        ),
      ),
    ),
    ...tabs.map((tab, index) =>
      h(
        'div.tab-panel',
        {
          role: 'tabpanel',
          id: idOf('panel', index),
          ariaLabelledby: idOf('tab', index),
          hidden: tab !== shown,
          [markupAttributes.tab]: keyOf(tab),
        },
        tab.content,
      ),
    ),
  ])
}
