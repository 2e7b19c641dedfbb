import { describe, expect, it } from 'vitest'
import type { NavItem } from '../../lib/content/guide-tree'
import { guideMenuHtml, headerMenuHtml } from './menu-html'

const overviewLinks = (items: NavItem[]) =>
  guideMenuHtml({ title: 'Database', path: '/guides/database', items }).match(/>Overview</g)
    ?.length ?? 0

describe('guideMenuHtml', () => {
  const path = '/guides/database/extensions'
  const pgvector = { kind: 'page', title: 'pgvector', path: `${path}/pgvector` } as const

  it("links a group's index page once, as Overview, when its menu does not list it", () => {
    expect(overviewLinks([{ kind: 'group', title: 'Extensions', path, items: [pgvector] }])).toBe(1)
  })

  it("shows no second link when the group's menu lists its index page itself", () => {
    const index = { kind: 'page', title: 'Overview', path } as const
    const items: NavItem[] = [
      { kind: 'group', title: 'Extensions', path, items: [index, pgvector] },
    ]
    expect(overviewLinks(items)).toBe(1)
  })

  it('links pages under the base path, in closed groups, with no page marked', () => {
    const html = guideMenuHtml({
      title: 'Database',
      path: '/guides/database',
      items: [
        { kind: 'section', title: 'Start' },
        { kind: 'group', title: 'Extensions', path, items: [pgvector] },
      ],
    })
    expect(html).toContain('<a class="menu-title" href="/docs/guides/database">Database</a>')
    expect(html).toContain('<li class="menu-section">Start</li>')
    expect(html).toContain(
      '<details class="menu-group"><summary>Extensions</summary><a class="menu-link" href="/docs/guides/database/extensions">Overview</a>',
    )
    expect(html).not.toContain('aria-current')
    expect(html).not.toContain(' open')
  })
})

describe('headerMenuHtml', () => {
  it('shows each page with its description', () => {
    expect(
      headerMenuHtml([{ title: 'Auth', path: '/guides/auth', description: 'Sign users in.' }]),
    ).toBe(
      '<ul class="header-menu-grid"><li><a class="header-menu-link" href="/docs/guides/auth"><span class="header-menu-link-title">Auth</span><span class="header-menu-link-description">Sign users in.</span></a></li></ul>',
    )
  })
})
