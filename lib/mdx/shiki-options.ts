import type { RehypeShikiOptions } from '@shikijs/rehype'
import { transformerMetaHighlight } from '@shikijs/transformers'
import type { ShikiTransformer } from 'shiki'
import { transformerCodeRegion } from '../highlight/code-region'
import { codeTheme, transformerTokenClasses } from '../highlight/theme'
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

const PLACEHOLDERS = { '<PROJECT_URL>': 'url', '<ANON_KEY>': 'anonKey' } as const

/**
 * Wraps each `<PROJECT_URL>` and `<ANON_KEY>` in an element marked `data-project-var`, so the
 * credentials helper can show the reader's values there, and marks the block as having them.
 */
export const transformerProjectPlaceholders: ShikiTransformer = {
  name: 'plinth:project-placeholders',
  preprocess(code, options) {
    const decorations = [...(options.decorations ?? [])]
    for (const [text, variable] of Object.entries(PLACEHOLDERS)) {
      for (let start = code.indexOf(text); start !== -1; start = code.indexOf(text, start + 1)) {
        decorations.push({
          start,
          end: start + text.length,
          properties: { 'data-project-var': variable },
        })
      }
    }
    options.decorations = decorations
  },
  pre(node) {
    if (
      this.options.decorations?.some((decoration) => decoration.properties?.['data-project-var'])
    ) {
      node.properties['data-project-vars'] = ''
    }
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

export const shikiOptions: RehypeShikiOptions = {
  theme: codeTheme,
  fallbackLanguage: 'text',
  lazy: true,
  addLanguageClass: true,
  langs: [...codeLanguages],
  transformers: [
    transformerMetaHighlight(),
    transformerBlockInfo,
    transformerProjectPlaceholders,
    transformerTokenClasses,
    transformerCodeRegion,
  ],
}
