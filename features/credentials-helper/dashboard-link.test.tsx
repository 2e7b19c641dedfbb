import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DashboardLink } from './dashboard-link'

describe('<DashboardLink>', () => {
  it('renders the project list for a project page, and its URL for a saved project beside it', () => {
    expect(renderToStaticMarkup(<DashboardLink page="sql-editor">SQL editor</DashboardLink>)).toBe(
      '<a href="/dashboard" data-project-href="/dashboard/project/PROJECT_REF/sql">SQL editor</a>',
    )
  })

  it('renders pages that belong to no project at their own URL', () => {
    expect(renderToStaticMarkup(<DashboardLink page="account-tokens">tokens</DashboardLink>)).toBe(
      '<a href="/dashboard/account/tokens">tokens</a>',
    )
  })
})
