import type { Element } from 'hast'
import { h } from 'hastscript'
import { copyButton } from './copy-button'
import { markupAttributes } from './names'

export interface CodeBlockInfo {
  language: string
  /** The file name shown above the code. */
  title?: string
}

/** A code block: the optional file name, the highlighted `<pre>`, a copy button. */
export function codeBlock(pre: Element, { language, title }: CodeBlockInfo): Element {
  return h('figure.code-block', { [markupAttributes.codeBlock]: true, dataLanguage: language }, [
    title ? h('figcaption.code-title', title) : null,
    h('div.code-body', [pre, copyButton()]),
  ])
}
