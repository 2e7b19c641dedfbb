import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../site.config'
import { platformConstants } from '../platform/constants'
import { guideMarkdown } from './guide-markdown'
import type { GuidePage } from './guide-tree'

const page: GuidePage = {
  slug: ['auth', 'example'],
  path: '/guides/auth/example',
  file: 'auth/example.mdx',
  frontmatter: { title: 'Example page', description: 'What the example shows.' },
  area: 'auth',
  trail: [],
}

const source = `---
title: Example page
description: What the example shows.
---

## Install [#install-it]

<Tabs groupId="pm">
<Tab label="npm">

\`\`\`bash title="terminal" {1}
npm install x
\`\`\`

</Tab>
<Tab label="yarn">

\`\`\`bash
yarn add x
\`\`\`

</Tab>
</Tabs>

<Callout type="caution" title="Keys">
Never ship the service key.
</Callout>

<Cards>
<Card title="Passwords" href="/guides/auth/passwords" description="Sign in with a password." />
</Cards>

<ProjectConfigVariables variable="url" />

See [sessions](/guides/auth/sessions). It needs <PlatformValue name="localDev.minimumRamGb" /> of RAM.
`

describe('guideMarkdown', () => {
  const markdown = guideMarkdown(page, source)
  const site = `${siteConfig.siteUrl}${siteConfig.basePath}`

  it('starts with the title and description, without frontmatter', () => {
    expect(markdown.startsWith('# Example page\n\nWhat the example shows.\n')).toBe(true)
    expect(markdown).not.toContain('description:')
  })

  it('writes tabs as sections one level below their heading, code as fenced blocks', () => {
    expect(markdown).toContain('## Install\n')
    expect(markdown).toContain('### npm\n\n```bash title="terminal"\nnpm install x\n```')
    expect(markdown).toContain('### yarn\n\n```bash\nyarn add x\n```')
  })

  it('writes asides as quotes, cards as links and the helper as text', () => {
    expect(markdown).toContain('> **Caution: Keys**\n>\n> Never ship the service key.')
    expect(markdown).toContain(`- [Passwords](${site}/guides/auth/passwords): Sign in with a password.`)
    expect(markdown).toContain('**Project URL**: copy it from')
    expect(markdown).toContain(`[sessions](${site}/guides/auth/sessions)`)
    expect(markdown).not.toMatch(/<[A-Z]/)
  })

  it('drops custom heading ids and writes platform values as the reader sees them', () => {
    expect(markdown).not.toContain('[#install-it]')
    expect(markdown).toContain(`It needs ${platformConstants['localDev.minimumRamGb']} of RAM.`)
  })
})
