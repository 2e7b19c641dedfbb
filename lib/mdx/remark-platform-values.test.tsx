import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { remarkPlugins } from './pipeline'

const compilePage = (value: string) =>
  compile({ path: `${process.cwd()}/content/guides/cli/example.mdx`, value }, { remarkPlugins })

describe('<PlatformValue>', () => {
  it('fails the compile naming the unknown constant and the page', async () => {
    await expect(
      compilePage('The stack needs <PlatformValue name="localDev.ram" /> of memory.\n'),
    ).rejects.toThrow(
      'content/guides/cli/example.mdx:1: <PlatformValue name="localDev.ram" /> names no platform constant',
    )
  })

  it('fails the compile when the name is an expression, not a plain string', async () => {
    await expect(
      compilePage('Needs <PlatformValue name={"localDev.minimumRamGb"} />.\n'),
    ).rejects.toThrow('content/guides/cli/example.mdx:1: <PlatformValue> needs name="…"')
  })

  it('compiles a page that names a known constant', async () => {
    await expect(
      compilePage('Needs <PlatformValue name="localDev.minimumRamGb" /> of RAM.\n'),
    ).resolves.toBeDefined()
  })
})
