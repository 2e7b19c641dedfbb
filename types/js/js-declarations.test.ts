import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readReferenceCatalog } from '../../lib/reference/catalog'

/** The declaration of each version of the JavaScript client, by reference version. */
const DECLARATIONS: Record<string, string> = {
  v1: 'plinth-js-v1/index.d.ts',
  v2: 'plinth-js-v2/index.d.ts',
}

/**
 * Code with layout removed: no white space, no member or parameter separators, no leading `|` of a
 * union, so a signature laid out for reading matches the same declaration laid out by a formatter.
 */
export function normalise(code: string): string {
  return code.replace(/[\s;,]+/g, '').replace(/([:(<=])\|/g, '$1')
}

/**
 * The declarations of a signature: each starts at the beginning of a line, and loses the receiver
 * the reference writes before a method (`auth.api.`, `storage.from(bucket).`, `channel.`).
 */
export function declarationsIn(signature: string): string[] {
  return signature
    .split(/\n(?=[A-Za-z_$])/)
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => declaration.replace(/^(?:\w+(?:\(\w*\))?\.)+(?=\w+[<(])/, ''))
}

const sectionsOf = (version: string) =>
  readReferenceCatalog('content/reference')
    .filter((doc) => doc.library === 'javascript' && doc.version === version)
    .flatMap((doc) => doc.categories.flatMap((category) => category.sections))
    .flatMap((section) => (section.kind === 'function' ? [section] : []))

describe('the JavaScript declarations and the JavaScript reference', () => {
  it('split a signature into its declarations, without their receivers', () => {
    expect(
      declarationsIn(
        'storage.from(bucket).move(from: string): Promise<void>\nchannel.on(\n  type: string\n): X',
      ),
    ).toEqual(['move(from: string): Promise<void>', 'on(\n  type: string\n): X'])
    expect(normalise('f(a: string,\n  b?: { x: 1; y: 2 }\n): | A\n | B')).toBe(
      normalise('f(a: string, b?: {\n  x: 1\n  y: 2\n}): A | B'),
    )
  })

  for (const [version, file] of Object.entries(DECLARATIONS)) {
    // Read while collecting the tests: the catalog reads every reference document.
    const sections = sectionsOf(version)
    it(`declare every signature of ${version} exactly as the reference shows it`, () => {
      expect(sections.length).toBeGreaterThan(70)
      expect(sections.filter((section) => !section.section.signature).map((s) => s.id)).toEqual([])
      const declared = normalise(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      const missing = sections.flatMap((section) =>
        declarationsIn(section.section.signature ?? '')
          .filter((declaration) => !declared.includes(normalise(declaration)))
          .map((declaration) => `${section.id}: ${declaration}`),
      )
      expect(missing).toEqual([])
    })
  }
})
