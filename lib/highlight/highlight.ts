import { createHighlighter, type Highlighter } from 'shiki'
import { codeLanguages, transformerProjectPlaceholders } from '../mdx/shiki-options'
import { codeTheme, transformerTokenClasses } from './theme'

let highlighter: Promise<Highlighter> | undefined
const cache = new Map<string, string>()

/** Highlights code at build time into `<pre>` HTML, with the same theme as guide code blocks. */
export async function highlightToHtml(code: string, language: string): Promise<string> {
  const key = `${language}\u0000${code}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  highlighter ??= createHighlighter({ themes: [codeTheme], langs: [...codeLanguages] })
  const loaded = await highlighter
  const lang = loaded.getLoadedLanguages().includes(language) ? language : 'text'
  const html = loaded.codeToHtml(code.replace(/\n$/, ''), {
    lang,
    theme: codeTheme.name ?? 'plinth',
    transformers: [transformerProjectPlaceholders, transformerTokenClasses],
  })
  cache.set(key, html)
  return html
}
