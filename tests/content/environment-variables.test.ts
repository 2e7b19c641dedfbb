import { describe, expect, it } from 'vitest'
import {
  environmentVariableNames,
  isEnvironmentVariableName,
} from '../../lib/platform/environment-variables'
import { findVariableUses } from './support/environment-variable-uses'
import { piecesOf, readGuideSources } from './support/page-pieces'

/**
 * Environment variable names come from one list, `lib/platform/environment-variables.ts`: a page
 * that reads or sets another name fails, naming the page, the line and the name, and a listed name
 * no page uses fails too. Reads `content/guides` directly; needs no build.
 */
const uses = readGuideSources().flatMap((page) =>
  findVariableUses(piecesOf(page)).map((use) => ({ file: page.file, ...use })),
)

/** Listed names the nearest unknown name may have meant: same words but one, or a prefix apart. */
function suggestion(name: string): string {
  const words = new Set(name.split('_'))
  const close = environmentVariableNames.filter((listed) => {
    const listedWords = listed.split('_')
    const shared = listedWords.filter((word) => words.has(word)).length
    return shared >= Math.max(listedWords.length, words.size) - 1 && shared > 1
  })
  return close.length > 0 ? `write ${close.join(' or ')}` : 'add it to the list if it is new'
}

describe('environment variable names come from one list', () => {
  it('finds the names the guides use', () => {
    expect(uses.length).toBeGreaterThan(500)
    expect(new Set(environmentVariableNames).size).toBe(environmentVariableNames.length)
  })

  it('every name a page uses is listed', () => {
    const unknown = uses
      .filter((use) => !isEnvironmentVariableName(use.name))
      .map((use) => `${use.file}:${use.line} uses ${use.name}: ${suggestion(use.name)}`)
    expect(unknown, 'names not in lib/platform/environment-variables.ts').toEqual([])
  })

  it('every listed name is used by a page', () => {
    const used = new Set(uses.map((use) => use.name))
    const unused = environmentVariableNames.filter((name) => !used.has(name))
    expect(unused, 'remove these from lib/platform/environment-variables.ts').toEqual([])
  })
})
