import type { Element } from 'hast'
import { h } from 'hastscript'
import { copyButton } from './copy-button'
import { markupAttributes, sqlRunAttributes } from './names'
import { sqlRunControls } from './sql-run-controls'

export interface CodeBlockInfo {
  language: string
  /** The file name shown above the code. */
  title?: string
  /** For SQL the content tests run: the block's index among the page's SQL blocks. */
  runnableSql?: number
}

/**
 * A code block: the optional file name, the highlighted `<pre>`, a copy button, and the Run
 * controls of a runnable SQL block.
 */
export function codeBlock(pre: Element, { language, title, runnableSql }: CodeBlockInfo): Element {
  const runnable = runnableSql !== undefined
  return h(
    'figure.code-block',
    {
      [markupAttributes.codeBlock]: true,
      dataLanguage: language,
      ...(runnable ? { [sqlRunAttributes.block]: runnableSql } : {}),
    },
    [
      title ? h('figcaption.code-title', title) : null,
      h('div.code-body', [pre, copyButton()]),
      runnable ? sqlRunControls(runnableSql) : null,
    ],
  )
}
