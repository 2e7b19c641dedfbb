import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkPage } from './check-page'

const file = path.join(process.cwd(), 'content/guides/auth/example.mdx')
const page = (body: string) => `---\ntitle: Example\ndescription: An example.\n---\n\n${body}\n`

describe('checkPage', () => {
  it('accepts registry components, custom heading ids and GitHub tables', () => {
    expect(() =>
      checkPage(
        page('## Install [#install]\n\n<Callout type="tip">Hi</Callout>\n\n| a |\n| - |\n| 1 |'),
        'mdx',
        file,
      ),
    ).not.toThrow()
  })

  it('fails on a component the registry does not define, naming it and the file', () => {
    expect(() => checkPage(page('<Accordion title="x">Hi</Accordion>'), 'mdx', file)).toThrow(
      'Expected component `Accordion` to be defined: content/guides/auth/example.mdx:6:1 uses it',
    )
  })

  it('fails on an unknown platform value, naming it', () => {
    expect(() => checkPage(page('Needs <PlatformValue name="nope" />.'), 'mdx', file)).toThrow(
      '<PlatformValue name="nope" /> names no platform constant',
    )
  })

  it('says how to write a heading id given in the old {#id} form', () => {
    expect(() => checkPage(page('## Install {#install}'), 'mdx', file)).toThrow(
      "line 6: write a heading's id as [#install], not {#install}",
    )
  })

  it('reads .md pages as Markdown, where braces are text', () => {
    expect(() => checkPage(page('Use {braces} and <b>tags</b>.'), 'md', file)).not.toThrow()
  })
})
