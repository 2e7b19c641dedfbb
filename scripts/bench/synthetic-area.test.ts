import { describe, expect, it } from 'vitest'
import { readGuideTree } from '../../lib/content/guide-tree'
import { checkPage } from '../../lib/mdx/check-page'
import { writeTempTree } from '../../tests/support/temp-tree'
import { guidePathOfFile, SYNTHETIC_AREA, syntheticAreaFiles } from './synthetic-area'

const pageFiles = (files: Map<string, string>) =>
  [...files.keys()].filter((file) => file.endsWith('.mdx'))

describe('syntheticAreaFiles', () => {
  it('writes the same area for the same seed and another for another seed', () => {
    const first = syntheticAreaFiles(60, 7)
    expect([...syntheticAreaFiles(60, 7)]).toEqual([...first])
    expect([...syntheticAreaFiles(60, 8)]).not.toEqual([...first])
  })

  it('gives exactly the pages asked for, with prose, headings, a list, a table and code', () => {
    const files = syntheticAreaFiles(300, 26)
    const pages = pageFiles(files)
    expect(pages).toHaveLength(300)
    const sources = pages.map((file) => files.get(file) ?? '')
    for (const source of sources) {
      expect(source).toMatch(/^## /m)
      expect(source).toMatch(/^- /m)
      expect(source).toMatch(/^\| --- \| --- \| --- \|$/m)
      expect(source).toMatch(/^```(ts|sql|bash)$/m)
    }
    const joined = sources.join('\n')
    for (const language of ['ts', 'sql', 'bash']) expect(joined).toContain(`\`\`\`${language}\n`)
    const meanLength = joined.length / sources.length
    expect(meanLength).toBeGreaterThan(3000)
    expect(meanLength).toBeLessThan(12000)
  })

  it('is an area the site reads and checks like any other', () => {
    const files = syntheticAreaFiles(60, 26)
    const root = writeTempTree({
      ...Object.fromEntries(files),
      'meta.json': JSON.stringify({ title: 'Guides', pages: [SYNTHETIC_AREA] }),
    })
    const tree = readGuideTree(root)
    expect(tree.areas.map((area) => area.id)).toEqual([SYNTHETIC_AREA])
    expect(tree.pages.map((page) => page.path).sort()).toEqual(
      pageFiles(files).map(guidePathOfFile).sort(),
    )
    for (const page of tree.pages.slice(0, 10)) {
      expect(() => checkPage(files.get(page.file) ?? '', 'mdx', page.file)).not.toThrow()
    }
  })
})

describe('guidePathOfFile', () => {
  it('serves a folder landing page at the folder and any other page at its name', () => {
    expect(guidePathOfFile('area/index.mdx')).toBe('/guides/area')
    expect(guidePathOfFile('area/topic-01/index-of-things-2.mdx')).toBe(
      '/guides/area/topic-01/index-of-things-2',
    )
  })
})
