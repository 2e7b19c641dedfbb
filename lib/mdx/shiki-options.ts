import type { RehypeShikiCoreOptions } from '@shikijs/rehype/core'
import { transformerMetaHighlight } from '@shikijs/transformers'
import type { ShikiTransformer } from 'shiki'
import { transformerCodeRegion } from '../highlight/code-region'
import { transformerFewerTokenElements } from '../highlight/fewer-token-elements'
import { codeTheme, transformerTokenClasses } from '../highlight/theme'
import { tokenizeOptions } from '../highlight/tokenize-options'
import { readMetaAttribute } from './code-meta'

/** Carries a code block's `title="…"` and language to the `pre` component as data attributes. */
const transformerBlockInfo: ShikiTransformer = {
  name: 'plinth:block-info',
  pre(node) {
    const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw ?? ''
    const title = readMetaAttribute(raw, 'title')
    if (title) node.properties['data-title'] = title
    node.properties['data-language'] = this.options.lang
  },
}

/** Languages code blocks may use; any other falls back to plain text. */
export const codeLanguages = [
  'bash',
  'csharp',
  'css',
  'dart',
  'diff',
  'dockerfile',
  'dotenv',
  'graphql',
  'groovy',
  'html',
  'http',
  'ini',
  'javascript',
  'json',
  'jsx',
  'kotlin',
  'powershell',
  'python',
  'rust',
  'shellsession',
  'sql',
  'svelte',
  'swift',
  'toml',
  'tsx',
  'typescript',
  'vue',
  'xml',
  'yaml',
] as const

/**
 * Shiki's options for code blocks in MDX and spec Markdown. `codeTransformers` are the features'
 * own marks on code (the credentials helper's placeholders), given by whoever composes the
 * pipeline; they run before tokens get their theme classes.
 */
export function createShikiOptions(
  codeTransformers: readonly ShikiTransformer[] = [],
): RehypeShikiCoreOptions {
  return {
    theme: codeTheme,
    fallbackLanguage: 'text',
    lazy: true,
    addLanguageClass: true,
    ...tokenizeOptions,
    transformers: [
      transformerMetaHighlight(),
      transformerBlockInfo,
      ...codeTransformers,
      transformerTokenClasses,
      transformerCodeRegion,
      transformerFewerTokenElements,
    ],
  }
}
