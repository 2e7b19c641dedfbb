/**
 * No near-empty section in any client reference: every function section of every client library
 * and version has at least 25 words of description (what it does, what it returns, how it fails,
 * one thing to know) and at least one example. Reads the specs through the spec loader, so it
 * needs no build.
 */
import { describe, expect, it } from 'vitest'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { sectionsOf, type ReferenceDocument } from '../../lib/reference/document'

const MIN_WORDS = 25

/** Words of prose in a Markdown description: fenced code blocks left out, inline code counted. */
function proseWords(markdown: string): number {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ')
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** One line per thin function section: `library version section-id: what is missing`. */
function thinSections(doc: ReferenceDocument): string[] {
  return sectionsOf(doc).flatMap((section) => {
    if (section.kind !== 'function') return []
    const where = `${doc.library} ${doc.version} ${section.id}`
    const words = proseWords(section.section.description)
    return [
      ...(words < MIN_WORDS
        ? [`${where}: description has ${words} words, needs at least ${MIN_WORDS}`]
        : []),
      ...(section.section.examples.length === 0 ? [`${where}: no example`] : []),
    ]
  })
}

describe('client reference prose', () => {
  it('counts prose words and names thin sections by library, version and id', () => {
    expect(proseWords('Returns `count` rows.\n\n```dart\nfinal a = b(c, d, e, f);\n```\n')).toBe(3)
    const example = { id: 'basic', name: 'Basic', code: 'limit(1)' }
    const section = (id: string, description: string, examples: (typeof example)[]) => ({
      kind: 'function' as const,
      id,
      title: id,
      language: 'dart',
      section: {
        kind: 'function' as const,
        id,
        title: id,
        name: `${id}()`,
        description,
        parameters: [],
        examples,
      },
    })
    const doc: ReferenceDocument = {
      library: 'dart',
      libraryLabel: 'Dart',
      kind: 'client',
      communityMaintained: false,
      version: 'v1',
      versionLabel: 'v1',
      latest: false,
      title: 'Dart',
      path: '/reference/dart/v1',
      openApiPath: null,
      filters: [],
      categories: [
        {
          id: 'database',
          title: 'Database',
          sections: [
            section('limit', 'Returns at most `count` rows.', [example]),
            section('range', Array.from({ length: MIN_WORDS }, () => 'word').join(' '), []),
            section('order', Array.from({ length: MIN_WORDS }, () => 'word').join(' '), [example]),
          ],
        },
      ],
    }
    expect(thinSections(doc)).toEqual([
      'dart v1 limit: description has 5 words, needs at least 25',
      'dart v1 range: no example',
    ])
  })

  const docs = readReferenceCatalog('content/reference').filter((doc) => doc.kind === 'client')

  it('covers every client library', () => {
    const libraries = new Set(docs.map((doc) => doc.library))
    for (const library of ['javascript', 'dart', 'python', 'csharp', 'swift', 'kotlin']) {
      expect(libraries.has(library), library).toBe(true)
    }
  })

  it.each(docs.map((doc) => [`${doc.library} ${doc.version}`, doc] as const))(
    '%s: every function section is described and has an example',
    (_, doc) => {
      expect(thinSections(doc)).toEqual([])
    },
  )
})
