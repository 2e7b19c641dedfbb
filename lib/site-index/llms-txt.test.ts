import { describe, expect, it } from 'vitest'
import { readGuideTree } from '../content/guide-tree'
import { readReferenceCatalog } from '../reference/catalog'
import { llmsTxt } from './llms-txt'
import { sitePageGroups } from './site-pages'

describe('llmsTxt over the real content', () => {
  const tree = readGuideTree('content/guides')
  const references = readReferenceCatalog('content/reference')
  const text = llmsTxt(sitePageGroups(tree, references))

  it('lists every guide page and every reference document once, with a description', () => {
    for (const page of tree.pages) {
      expect(
        text.match(new RegExp(`\\]\\([^)]*${page.path}\\.md\\): \\S`, 'g')),
        page.path,
      ).toHaveLength(1)
    }
    for (const doc of references) {
      expect(text, doc.path).toMatch(new RegExp(`\\]\\([^)]*${doc.path}\\.md\\): Every `))
      expect(text, doc.path).toMatch(
        new RegExp(`\\]\\([^)]*${doc.path}/llms-full\\.txt\\): the whole reference`),
      )
    }
  })

  it('groups pages under their area, in menu order, and the reference last', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(headings).toEqual([
      ...tree.areas.map((area) => area.title),
      'More guides',
      'Reference',
      'Whole files',
    ])
  })

  it('marks older reference versions', () => {
    const older = references.find((doc) => !doc.latest)
    expect(older).toBeDefined()
    expect(text).toContain(
      `${older?.path}.md): Every function of the ${older?.libraryLabel} ${older?.versionLabel} reference on one page (older version).`,
    )
  })
})
