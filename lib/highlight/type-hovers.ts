import fs from 'node:fs'
import path from 'node:path'
import type { ShikiTransformer } from 'shiki'
import { z } from 'zod'
import { contentHash } from '../content-hash'
import { formatIssues } from '../validation'

/**
 * Where `scripts/type-hovers.ts` writes the type hovers of the guides' TypeScript and JavaScript
 * blocks before the build, for the MDX compile to read: beside the MDX pipeline's own modules.
 */
export const TYPE_HOVERS_FILE = 'node_modules/.cache/plinth-mdx/type-hovers.json'

/** One identifier's type: its start and end offset in the block's code, and the text shown. */
const hoverSchema = z.tuple([z.number().int().min(0), z.number().int().min(0), z.string().min(1)])

/** The type hovers of every block that has some, by `typeHoverKey` of its code. */
const tableSchema = z.record(z.string(), z.array(hoverSchema))

export type TypeHoverTable = z.infer<typeof tableSchema>

/** A block's key in the table: a hash of its code, as the fence holds it (no final newlines). */
export function typeHoverKey(code: string): string {
  return contentHash(code.replace(/\n+$/, ''), 16)
}

/** Reads the table the pre-build step wrote; a missing or malformed file fails naming it. */
export function readTypeHoverTable(root = process.cwd()): TypeHoverTable {
  const file = path.join(root, TYPE_HOVERS_FILE)
  if (!fs.existsSync(file)) {
    throw new Error(`${TYPE_HOVERS_FILE} is missing: run \`tsx scripts/type-hovers.ts\` first`)
  }
  const parsed = tableSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${TYPE_HOVERS_FILE}: ${formatIssues(parsed.error.issues)}`)
  return parsed.data
}

/**
 * Gives each identifier of a block that the table holds its type: the token becomes focusable and
 * carries the type as its accessible description, which `markup.css` shows on hover and on
 * keyboard focus. The text lives in the attribute only, so copying the code never copies it.
 * The table is loaded when the first block is highlighted.
 */
export function transformerTypeHovers(load: () => TypeHoverTable): ShikiTransformer {
  let table: TypeHoverTable | undefined
  return {
    name: 'plinth:type-hovers',
    preprocess(code, options) {
      table ??= load()
      const hovers = table[typeHoverKey(code)]
      if (!hovers) return
      options.decorations = [
        ...(options.decorations ?? []),
        ...hovers.map(([start, end, text]) => ({
          start,
          end,
          properties: { tabindex: 0, 'aria-description': text },
        })),
      ]
    },
  }
}
