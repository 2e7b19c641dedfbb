import type { Element } from 'hast'
import { h } from 'hastscript'
import { codeTabsMarkup } from '../../../lib/markup/contract'

export interface CodeTab {
  label: string
  content: Element
}

/**
 * Tabs as static HTML: the first panel shows until `DelegatedCodeTabs` switches them; every set
 * of the same `group` follows the reader's choice. `idPrefix` keeps tab and panel ids unique.
 */
export function codeTabs(group: string, idPrefix: string, label: string, tabs: CodeTab[]): Element {
  const idOf = (kind: 'tab' | 'panel', index: number) => `${idPrefix}-${kind}-${index}`
  return h(
    'div',
    { className: [codeTabsMarkup.className], [codeTabsMarkup.groupAttribute]: group },
    [
      h(
        'div',
        { className: [codeTabsMarkup.listClass], role: 'tablist', ariaLabel: label },
        tabs.map((tab, index) =>
          h(
            'button',
            {
              type: 'button',
              role: 'tab',
              id: idOf('tab', index),
              ariaControls: idOf('panel', index),
              ariaSelected: index === 0 ? 'true' : 'false',
              tabIndex: index === 0 ? 0 : -1,
              [codeTabsMarkup.tabAttribute]: tab.label,
            },
            tab.label,
          ),
        ),
      ),
      ...tabs.map((tab, index) =>
        h(
          'div',
          {
            role: 'tabpanel',
            id: idOf('panel', index),
            ariaLabelledby: idOf('tab', index),
            hidden: index !== 0,
            [codeTabsMarkup.tabAttribute]: tab.label,
          },
          tab.content,
        ),
      ),
    ],
  )
}
