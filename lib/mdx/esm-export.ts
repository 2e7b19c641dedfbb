import type { Program } from 'estree'
import { valueToEstree } from 'estree-util-value-to-estree'

/**
 * `export const <name> = <value>` as the ESM program of an `mdxjsEsm` node, so a plugin can hand
 * what it learned about a page to the code that renders it, from the same compile.
 */
export function esmExport(name: string, value: unknown): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name },
              init: valueToEstree(value),
            },
          ],
        },
      },
    ],
  }
}
