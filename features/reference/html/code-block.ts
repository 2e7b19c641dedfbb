import type { Element } from 'hast'
import { h } from 'hastscript'
import { codeRegionProperties } from '../../../lib/highlight/code-region'
import { highlightToHast } from '../../../lib/highlight/highlight'
import { codeBlockMarkup, copyButtonMarkup } from '../../../lib/markup/contract'
import { transformerProjectPlaceholders } from '../../credentials-helper/project-placeholders-transformer'

/** The copy button of a static code block; `DelegatedCopyButtons` makes it work. */
export function copyButton(): Element {
  return h(
    'button',
    {
      className: [copyButtonMarkup.className],
      type: 'button',
      [copyButtonMarkup.delegatedAttribute]: true,
      ariaLabel: copyButtonMarkup.label,
    },
    [
      h('span', { ariaHidden: 'true' }, copyButtonMarkup.text),
      h('span.sr-only', { role: 'status' }),
    ],
  )
}

export interface CodeBlockOptions {
  title?: string
  /**
   * Unhighlighted, for bulky supporting material (example data and responses): a long reference
   * page stays several times smaller without a coloured span per token there.
   */
  plain?: boolean
}

/** A code block like the guides' ones: optional file name, the code, a copy button. */
export async function codeBlock(
  code: string,
  language: string,
  { title, plain = false }: CodeBlockOptions = {},
) {
  const pre = plain
    ? h('pre.shiki.plain', codeRegionProperties(language), h('code', code.replace(/\n$/, '')))
    : await highlightToHast(code, language, [transformerProjectPlaceholders])
  return h(
    'figure',
    {
      className: [codeBlockMarkup.figureClass],
      [codeBlockMarkup.blockAttribute]: true,
      dataLanguage: language,
    },
    [
      title ? h('figcaption', { className: [codeBlockMarkup.titleClass] }, title) : null,
      h('div', { className: [codeBlockMarkup.bodyClass] }, [pre, copyButton()]),
    ],
  )
}
