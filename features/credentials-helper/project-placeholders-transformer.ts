import type { ShikiTransformer } from 'shiki'

/** Marks the `<pre>` of a code block holding placeholders. */
export const PROJECT_BLOCK_ATTRIBUTE = 'data-project-vars'

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
      node.properties[PROJECT_BLOCK_ATTRIBUTE] = ''
    }
  },
}
