import { describe, expect, it } from 'vitest'
import { piecesOf, readGuideSources } from './support/page-pieces'
import { COINCIDING_LITERALS, coincides, findValueLiterals } from './support/platform-value-literals'

/**
 * A platform number is written once, in `lib/platform/constants.ts`: prose that writes a
 * constant's value literally fails, naming the page, the line and the `<PlatformValue>` to write.
 * Reads `content/guides` directly; needs no build.
 */
const pages = readGuideSources().map((page) => ({ file: page.file, pieces: piecesOf(page) }))

describe('platform values are written with <PlatformValue>', () => {
  it('reads the guide pages', () => {
    expect(pages.length).toBeGreaterThan(100)
  })

  it('in the prose of every guide page', () => {
    const literals = pages.flatMap((page) =>
      findValueLiterals(page.pieces)
        .filter((literal) => !coincides(page.file, literal))
        .map(
          (literal) =>
            `${page.file}:${literal.line} writes "${literal.written}": write ${literal.names
              .map((name) => `<PlatformValue name="${name}" />`)
              .join(' or ')} instead`,
        ),
    )
    expect(literals, 'platform values written literally').toEqual([])
  })

  it('allows only coinciding literals that the pages still write', () => {
    const stale = COINCIDING_LITERALS.filter((entry) => {
      const page = pages.find((candidate) => candidate.file === entry.file)
      return !page || !findValueLiterals(page.pieces).some((literal) => literal.written === entry.written)
    }).map((entry) => `${entry.file} "${entry.written}"`)
    expect(stale, 'remove these from COINCIDING_LITERALS').toEqual([])
  })
})
