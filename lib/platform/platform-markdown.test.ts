import { describe, expect, it } from 'vitest'
import { guideMarkdown } from '../content/guide-markdown'
import type { GuidePage } from '../content/guide-tree'
import { platformConstants } from './constants'
import { platformEmbeds } from './platform-markdown'

const page: GuidePage = {
  slug: ['platform', 'compute-add-ons'],
  href: '/guides/platform/compute-add-ons',
  file: 'platform/compute-add-ons.mdx',
  frontmatter: { title: 'Compute add-ons', description: 'Sizes.' },
  area: 'platform',
  trail: [],
}

const twin = (element: string) =>
  guideMarkdown(
    page,
    `---\ntitle: Compute add-ons\ndescription: Sizes.\n---\n\nBefore.\n\n${element}\n\nAfter.\n`,
    platformEmbeds,
  )

describe('the compute table in the Markdown twin', () => {
  it('is a table of every size and its memory, between the text around it', () => {
    const markdown = twin('<ComputeSizes />')
    expect(markdown).toMatch(/\| Add-on +\| Memory +\|/)
    expect(markdown).toMatch(
      new RegExp(`\\| Large +\\| ${platformConstants['compute.largeMemory']} +\\|`),
    )
    expect(markdown.match(/^\| (Micro|Small|Medium|Large|XL|2XL|4XL) /gm)).toHaveLength(7)
    expect(markdown.indexOf('Before.')).toBeLessThan(markdown.indexOf('| Add-on'))
    expect(markdown.indexOf('| Add-on')).toBeLessThan(markdown.indexOf('After.'))
  })

  it('carries the column the page names', () => {
    expect(twin('<ComputeSizes column="hnsw-index" />')).toContain(
      'Comfortable for an HNSW index of about',
    )
  })
})
