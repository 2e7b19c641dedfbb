import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DashboardLink } from './dashboard-link'

describe('<DashboardLink>', () => {
  it('renders the project list for a project page before a project is known', () => {
    expect(renderToStaticMarkup(<DashboardLink page="sql-editor">SQL editor</DashboardLink>)).toBe(
      '<a href="/dashboard">SQL editor</a>',
    )
  })

  it('renders pages that belong to no project at their own URL', () => {
    expect(renderToStaticMarkup(<DashboardLink page="account-tokens">tokens</DashboardLink>)).toBe(
      '<a href="/dashboard/account/tokens">tokens</a>',
    )
  })
})
