import { compile } from '@mdx-js/mdx'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DashboardLink } from '../../components/mdx/dashboard-link'
import { remarkPlugins } from './pipeline'

const compilePage = (value: string) =>
  compile({ path: `${process.cwd()}/content/guides/api/example.mdx`, value }, { remarkPlugins })

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

  it('fails the compile naming an unknown page kind and the page', async () => {
    await expect(
      compilePage('Open the <DashboardLink page="billing">billing page</DashboardLink>.\n'),
    ).rejects.toThrow('content/guides/api/example.mdx:1: <DashboardLink page="billing">')
  })

  it('compiles a known page kind', async () => {
    await expect(
      compilePage('Open the <DashboardLink page="api-settings">API settings</DashboardLink>.\n'),
    ).resolves.toBeDefined()
  })
})
