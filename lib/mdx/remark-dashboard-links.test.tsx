import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { remarkPlugins } from './pipeline'

const compilePage = (value: string) =>
  compile({ path: `${process.cwd()}/content/guides/api/example.mdx`, value }, { remarkPlugins })

describe('<DashboardLink>', () => {
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
