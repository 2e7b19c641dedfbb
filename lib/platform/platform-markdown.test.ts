import { describe, expect, it } from 'vitest'
import { guideMarkdown } from '../content/guide-markdown'
import type { GuidePage } from '../content/guide-tree'
import { platformConstants } from './constants'

const page: GuidePage = {
  slug: ['platform', 'compute-add-ons'],
  path: '/guides/platform/compute-add-ons',
  file: 'platform/compute-add-ons.mdx',
  frontmatter: { title: 'Compute add-ons', description: 'Sizes.' },
  area: 'platform',
  trail: [],
}

const twin = (element: string) =>
  guideMarkdown(
    page,
    `---\ntitle: Compute add-ons\ndescription: Sizes.\n---\n\nBefore.\n\n${element}\n\nAfter.\n`,
  )

describe('the compute table in the Markdown twin', () => {
  it('is a table of every size with its CPU, memory and connections, between the text around it', () => {
    const markdown = twin('<ComputeSizes />')
    expect(markdown).toMatch(
      /\| Add-on +\| CPU +\| Memory +\| Direct connections +\| Pooler connections +\|/,
    )
    expect(markdown).toMatch(
      new RegExp(
        `\\| Large +\\| ${platformConstants['compute.largeCpu']} +\\| ${platformConstants['compute.largeMemory']} +\\| ${platformConstants['compute.largeDirectConnections']} +\\| ${platformConstants['compute.largePoolerConnections']} +\\|`,
      ),
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

describe('the retention tables in the Markdown twin', () => {
  it('writes the backup table the page names, between the text around it', () => {
    const markdown = twin('<PlanRetention of="backups" />')
    expect(markdown).toMatch(
      /\| Plan +\| Each daily backup kept for +\| Point-in-time recovery add-on +\|/,
    )
    expect(markdown).toMatch(
      new RegExp(
        `\\| Free +\\| ${platformConstants['backups.dailyRetentionFree']} +\\| Not available +\\|`,
      ),
    )
    expect(markdown).toContain(platformConstants['backups.pitrRetentionLongest'])
    expect(markdown.indexOf('Before.')).toBeLessThan(markdown.indexOf('| Plan'))
    expect(markdown.indexOf('| Plan')).toBeLessThan(markdown.indexOf('After.'))
  })

  it('writes the log table', () => {
    const markdown = twin('<PlanRetention of="logs" />')
    expect(markdown).toMatch(
      new RegExp(`\\| Paid plans +\\| ${platformConstants['monitoring.logRetentionPaid']} +\\|`),
    )
    expect(markdown).not.toContain('daily backup')
  })

  it('writes nothing for a table the page component rejects', () => {
    expect(twin('<PlanRetention of="pitr" />')).not.toContain('| Plan')
  })
})

describe('platform values in the Markdown twin', () => {
  it('are written as their values inside the sentence', () => {
    const markdown = twin(
      'Free projects keep logs for <PlatformValue name="monitoring.logRetentionFree" />, paid ones for\n<PlatformValue name="monitoring.logRetentionPaid" />.',
    )
    expect(markdown).toContain(
      `Free projects keep logs for ${platformConstants['monitoring.logRetentionFree']}, paid ones for\n${platformConstants['monitoring.logRetentionPaid']}.`,
    )
  })
})
