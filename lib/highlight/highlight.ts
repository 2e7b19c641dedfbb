import type { Element } from 'hast'
import type { ShikiTransformer } from 'shiki'
import { transformerCodeRegion } from './code-region'
import { transformerFewerTokenElements } from './fewer-token-elements'
import { codeHighlighter } from './highlighter'
import { codeTheme, transformerTokenClasses } from './theme'

/**
 * Highlights code at build time into a `<pre>` element, with the theme of guide code blocks and
 * the features' own `codeTransformers`. With no time limit per line: Shiki's default (500 ms)
 * leaves the rest of a line plain when a loaded machine tokenizes it slowly, so the same block
 * came out highlighted one way or another depending on the machine's load.
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
    tokenizeTimeLimit: 0,
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
