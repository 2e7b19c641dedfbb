import { describe, expect, it } from 'vitest'
import { findVariableUses } from './environment-variable-uses'
import { pagePieces } from './page-pieces'

const find = (mdx: string) =>
  findVariableUses(pagePieces(`---\ntitle: T\ndescription: D\n---\n\n${mdx}\n`, 'mdx')).map(
    ({ line, name }) => `${line} ${name}`,
  )

describe('findVariableUses', () => {
  it('finds names code reads, in each language, with the line', () => {
    const mdx = [
      '```ts',
      'const url = process.env.PLINTH_URL!',
      "const key = Deno.env.get('PLINTH_ANON_KEY')",
      'const vite = import.meta.env.VITE_PLINTH_URL',
      '```',
      '',
      '```python',
      'key = os.environ["OPENAI_API_KEY"]',
      'db = os.getenv("DATABASE_URL")',
      '```',
    ].join('\n')
    expect(find(mdx)).toEqual([
      '7 PLINTH_URL',
      '8 PLINTH_ANON_KEY',
      '9 VITE_PLINTH_URL',
      '13 OPENAI_API_KEY',
      '14 DATABASE_URL',
    ])
  })

  it('finds names shells and .env files set or read, and Plinth names in inline code', () => {
    const mdx = [
      '```bash',
      'export PLINTH_DB_URL="postgresql://…"',
      'psql "$PLINTH_DB_URL" -c "select 1"',
      'plinth secrets set STRIPE_SECRET_KEY=sk_test_1 STRIPE_WEBHOOK_SECRET=whsec_1',
      '```',
      '',
      'Set `PLINTH_SERVICE_KEY` on the server.',
    ].join('\n')
    expect(find(mdx)).toEqual([
      '7 PLINTH_DB_URL',
      '8 PLINTH_DB_URL',
      '9 STRIPE_SECRET_KEY',
      '9 STRIPE_WEBHOOK_SECRET',
      '12 PLINTH_SERVICE_KEY',
    ])
  })

  it('finds names in a table column headed Variable', () => {
    const mdx = ['| Variable | What it is |', '| --- | --- |', '| `POSTGRES_PASSWORD` | `MAX_ROWS` |'].join(
      '\n',
    )
    expect(find(mdx)).toEqual(['8 POSTGRES_PASSWORD'])
  })

  it('passes over SQL, prose and upper-case words that are not variables', () => {
    const mdx = [
      'The `SIGNED_IN` event fires, and PLINTH_URL in prose is not code.',
      '',
      '```sql',
      "select current_setting('MAX_ROWS');",
      '```',
      '',
      '```ts',
      "if (event === 'SIGNED_IN') console.log(MAX_BYTES)",
      '```',
    ].join('\n')
    expect(find(mdx)).toEqual([])
  })
})
