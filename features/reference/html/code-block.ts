import { h } from 'hastscript'
import { codeRegionProperties } from '../../../lib/highlight/code-region'
import { highlightToHast } from '../../../lib/highlight/highlight'
import { codeBlock as codeBlockMarkup } from '../../../lib/markup/code-block'
import { transformerProjectPlaceholders } from '../../credentials-helper/project-placeholders-transformer'

export interface CodeBlockOptions {
  title?: string
  /**
   * Unhighlighted, for bulky supporting material (example data and responses): a long reference
   * page stays several times smaller without a coloured span per token there.
   */
  plain?: boolean
}

/**
 * A spec's example as the site's one code block, highlighted at build time with the placeholders
 * the credentials helper fills, as guide code is.
 */
export async function codeBlock(
  code: string,
  language: string,
  { title, plain = false }: CodeBlockOptions = {},
) {
  const pre = plain
    ? h('pre.shiki.plain', codeRegionProperties(language), h('code', code.replace(/\n$/, '')))
    : await highlightToHast(code, language, [transformerProjectPlaceholders])
  return codeBlockMarkup(pre, { language, title })
}
