import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { NavItem } from '../../lib/content/guide-tree'
import { SideMenu } from './side-menu'

const overviewLinks = (items: NavItem[]) =>
  renderToStaticMarkup(
    <SideMenu title="Database" path="/guides/database" items={items} activePath="/x" />,
  ).match(/>Overview</g)?.length ?? 0

describe('<SideMenu>', () => {
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
})
