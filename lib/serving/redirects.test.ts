import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readGuideTree } from '../content/guide-tree'
import { REDIRECTS, redirectFor, redirectRules } from './redirects'

const pages = new Set(
  readGuideTree(path.join(process.cwd(), 'content/guides')).pages.map((page) => page.path),
)

describe('redirects', () => {
  it('answer a moved page with a slash or not, its twin, and nothing else', () => {
    expect(redirectFor('/guides/cli/')).toBe('/guides/local-development/cli/getting-started')
    expect(redirectFor('/guides/cli.md')).toBe('/guides/local-development/cli/getting-started.md')
    expect(redirectFor('/guides/auth')).toBeNull()
    expect(redirectRules()).toHaveLength(REDIRECTS.length * 2)
  })

  it('lead from paths no page holds to guide pages that exist', () => {
    const broken = REDIRECTS.flatMap(({ from, to }) => [
      ...(pages.has(from) ? [`${from} is still a page; remove the page or the redirect`] : []),
      ...(pages.has(to) ? [] : [`${from} leads to ${to}, which is no page`]),
    ])
    expect(broken).toEqual([])
  })

  it('keep the seed routes of the CLI area answering', () => {
    for (const seed of ['/guides/cli', '/guides/cli/local-development']) {
      expect(redirectFor(seed), seed).not.toBeNull()
    }
  })
})
