import { parse } from 'node-html-parser'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DashboardLink } from './dashboard-link'

describe('<DashboardLink>', () => {
  it('renders the project list for a project page before a project is known', () => {
    const html = renderToStaticMarkup(<DashboardLink page="sql-editor">SQL editor</DashboardLink>)
    expect(html).toMatch(
      /<a href="\/dashboard"><span [^>]*data-island-children="">SQL editor<\/span><\/a>/,
    )
  })

  it('is an island that the browser gives the project page to open once a project is saved', () => {
    const html = renderToStaticMarkup(<DashboardLink page="sql-editor">SQL editor</DashboardLink>)
    const holder = parse(html).querySelector('[data-island]')
    expect(holder?.tagName).toBe('SPAN')
    expect(holder?.getAttribute('data-island')).toBe('dashboard-link')
    expect(JSON.parse(holder?.getAttribute('data-island-props') ?? '')).toEqual({
      href: '/dashboard',
      projectHref: '/dashboard/project/PROJECT_REF/sql',
    })
  })

  it('renders pages that belong to no project at their own URL', () => {
    expect(renderToStaticMarkup(<DashboardLink page="account-tokens">tokens</DashboardLink>)).toBe(
      '<a href="/dashboard/account/tokens">tokens</a>',
    )
  })
})
