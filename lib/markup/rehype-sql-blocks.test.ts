import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { rehypeSqlBlocks } from './rehype-sql-blocks'

async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, { rehypePlugins: [rehypeSqlBlocks] }))
}

describe('rehypeSqlBlocks', () => {
  it('marks each runnable SQL block by its place among the SQL blocks and says the page runs SQL', async () => {
    const code = await compiled(
      '```sql norun="needs pg_cron"\nselect 1;\n```\n\n```sql\nselect 2;\n```\n',
    )
    expect(code).toContain('"data-runnable-sql": "2"')
    expect(code).not.toContain('"data-runnable-sql": "1"')
    expect(code).toContain('export const runsSql = true')
  })

  it('says a page whose SQL cannot run, or that has none, does not run SQL', async () => {
    expect(await compiled('```sql norun="needs pg_cron"\nselect 1;\n```\n')).toContain(
      'export const runsSql = false',
    )
    expect(await compiled('```ts\nconst one = 1\n```\n')).toContain('export const runsSql = false')
  })
})
