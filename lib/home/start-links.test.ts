import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readGuideTree } from '../content/guide-tree'
import { START_LINK_KINDS, startLinkGroups } from './start-links'

const pages = readGuideTree(path.join(process.cwd(), 'content/guides')).pages
const groups = startLinkGroups(pages)
const links = groups.flatMap((group) => group.links)

describe('the home page start links', () => {
  it('are grouped by kind, each kind with pages', () => {
    expect(groups.map((group) => group.id)).toEqual(START_LINK_KINDS.map((kind) => kind.id))
    expect(groups.find((group) => group.id === 'frameworks')?.links[0]).toEqual({
      path: '/guides/getting-started/quickstarts/nextjs',
      label: 'Next.js',
    })
  })

  it('name every page once, with labels that do not repeat', () => {
    const labels = links.map((link) => link.label)
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([])
    const paths = links.map((link) => link.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('list every quickstart and every listed page that exists', () => {
    const quickstarts = pages.filter((page) => page.path.includes('/quickstarts/'))
    expect(quickstarts.length).toBeGreaterThan(10)
    for (const page of quickstarts) expect(links.map((link) => link.path)).toContain(page.path)
    for (const kind of START_LINK_KINDS) {
      if ('paths' in kind.pages) {
        for (const listed of kind.pages.paths)
          expect(links.map((link) => link.path)).toContain(listed)
      }
    }
  })
})
