import type { Element } from 'hast'
import type { ShikiTransformer } from 'shiki'
import { transformerCodeRegion } from './code-region'
import { transformerFewerTokenElements } from './fewer-token-elements'
import { codeHighlighter } from './highlighter'
import { codeTheme, transformerTokenClasses } from './theme'
import { tokenizeOptions } from './tokenize-options'

/**
 * Highlights code at build time into a `<pre>` element, with the theme of guide code blocks and
 * the features' own `codeTransformers`.
 */
export async function highlightToHast(
  code: string,
  language: string,
  codeTransformers: readonly ShikiTransformer[] = [],
): Promise<Element> {
  const loaded = await codeHighlighter()
  const lang = loaded.getLoadedLanguages().includes(language) ? language : 'text'
  const root = loaded.codeToHast(code.replace(/\n$/, ''), {
    lang,
    theme: codeTheme.name ?? 'plinth',
    ...tokenizeOptions,
    transformers: [
      ...codeTransformers,
      transformerTokenClasses,
      transformerCodeRegion,
      transformerFewerTokenElements,
    ],
  })
  const pre = root.children.find((node): node is Element => node.type === 'element')
  if (!pre) throw new Error(`Shiki produced no <pre> for a ${language} block`)
  return pre
}
