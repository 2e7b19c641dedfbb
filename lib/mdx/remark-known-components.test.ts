import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { remarkPlugins } from './pipeline'

const compilePage = (value: string) =>
  compile({ path: `${process.cwd()}/content/guides/auth/example.mdx`, value }, { remarkPlugins })

describe('the MDX component check', () => {
  it('fails on a component the registry does not define, naming it and the file', async () => {
    await expect(compilePage('Intro\n\n<Accordion title="x">Hi</Accordion>\n')).rejects.toThrow(
      'Expected component `Accordion` to be defined: content/guides/auth/example.mdx:3:1 uses it',
    )
  })

  it('accepts registry components and plain HTML elements', async () => {
    await expect(
      compilePage('<Callout type="tip">Use <kbd>Ctrl</kbd> + <kbd>C</kbd>.</Callout>\n'),
    ).resolves.toBeDefined()
  })
})
