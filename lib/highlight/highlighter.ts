import rehypeShikiFromHighlighter, { type RehypeShikiCoreOptions } from '@shikijs/rehype/core'
import type { Root } from 'hast'
import { createHighlighter, type Highlighter } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import type { Plugin, Transformer } from 'unified'
import { codeLanguages } from '../mdx/shiki-options'
import { codeTheme } from './theme'

let highlighter: Promise<Highlighter> | undefined

/**
 * The process's one Shiki highlighter, for guides, reference documents and catalogues alike.
 * Shiki's JavaScript regex engine instead of its default (Oniguruma compiled to WebAssembly):
 * the same tokens for every block of the site (compared when this changed), and a guide's MDX
 * compile 10 to 30 per cent shorter, which every page of a build pays.
 */
export function codeHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [codeTheme],
    langs: [...codeLanguages],
    engine: createJavaScriptRegexEngine(),
  })
  return highlighter
}

/** `@shikijs/rehype` over the shared highlighter, created when the first tree is highlighted. */
export const rehypeCodeHighlight: Plugin<[RehypeShikiCoreOptions], Root> = function (options) {
  let transform: Promise<Transformer<Root, Root>> | undefined
  return async (tree, file) => {
    transform ??= codeHighlighter().then((loaded) =>
      rehypeShikiFromHighlighter.call(this, loaded, options),
    )
    const highlight = await transform
    const outcome = await highlight(tree, file, () => undefined)
    if (outcome instanceof Error) throw outcome
    return outcome
  }
}
