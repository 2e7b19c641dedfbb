import { describe, expect, it } from 'vitest'
import { readCodeBlocks } from './code-blocks'

const page = `---
title: Example
description: Example page
---

## Tables [#tables]

\`\`\`sql title="create.sql"
create table t (id int);
\`\`\`

<Tabs groupId="language">
<Tab label="JavaScript">

\`\`\`js
const a = 1
\`\`\`

</Tab>
</Tabs>

\`\`\`sql norun="shows output"
 id
----
\`\`\`

Inline \`select 1\` is not a block.
`

describe('readCodeBlocks', () => {
  it('finds every fenced block in page order, inside components too', () => {
    const blocks = readCodeBlocks(page, 'mdx')
    expect(blocks.map((block) => block.lang)).toEqual(['sql', 'js', 'sql'])
    expect(blocks[0]).toEqual({
      lang: 'sql',
      meta: 'title="create.sql"',
      value: 'create table t (id int);',
      line: 8,
    })
    expect(blocks[2]?.meta).toBe('norun="shows output"')
  })

  it('reads plain Markdown pages without MDX syntax', () => {
    const blocks = readCodeBlocks('Use a <b>tag</b> {braces}\n\n```sql\nselect 1;\n```\n', 'md')
    expect(blocks).toEqual([{ lang: 'sql', meta: null, value: 'select 1;', line: 3 }])
  })
})
