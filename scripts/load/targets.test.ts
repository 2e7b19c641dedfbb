import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { largestReferenceSection } from './targets'

describe('largestReferenceSection', () => {
  it('picks a section URL of the largest document', () => {
    const exportDir = writeTempTree({
      'reference/cli.html': 'small',
      'reference/cli/crawlers/db-reset.html': 'x',
      'reference/javascript.html': 'much larger document',
      'reference/javascript/crawlers/select.html': 'x',
    })
    expect(largestReferenceSection(exportDir)).toEqual({
      sectionPath: '/reference/javascript/select',
      bytes: 20,
    })
  })

  it('says when the export has no reference', () => {
    expect(() => largestReferenceSection(writeTempTree({ 'index.html': '' }))).toThrow(
      /no reference section/,
    )
  })
})
