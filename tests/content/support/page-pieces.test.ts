import { describe, expect, it } from 'vitest'
import { lineAt, pagePieces } from './page-pieces'

const mdx = [
  '---',
  'title: T',
  'description: D',
  '---',
  '',
  '## Open the SQL editor',
  '',
  'Open the <DashboardLink page="sql-editor">SQL editor</DashboardLink>, see [the guide](/guides/x)',
  'and run `select 1`.',
  '',
  '```sql',
  'select 1;',
  'select 2;',
  '```',
].join('\n')

describe('pagePieces', () => {
  const pieces = pagePieces(mdx, 'mdx')

  it('gives each run of text its kind, its line and what encloses it', () => {
    expect(pieces.map(({ kind, text, line }) => [kind, text, line])).toEqual([
      ['prose', 'Open the SQL editor', 6],
      ['prose', 'Open the ', 8],
      ['prose', 'SQL editor', 8],
      ['prose', ', see ', 8],
      ['prose', 'the guide', 8],
      ['prose', '\nand run ', 8],
      ['inline-code', 'select 1', 9],
      ['prose', '.', 9],
      ['code', 'select 1;\nselect 2;', 12],
    ])
    expect(pieces[0]?.inHeading).toBe(true)
    expect(pieces[2]?.dashboardPage).toBe('sql-editor')
    expect(pieces[4]?.inLink).toBe(true)
    expect(pieces[8]?.lang).toBe('sql')
  })

  it('gives a table cell the header of its column', () => {
    const table = pagePieces('| Name | Meaning |\n| --- | --- |\n| `A_B` | text |\n', 'md')
    expect(table.map(({ text, column }) => [text, column])).toEqual([
      ['Name', null],
      ['Meaning', null],
      ['A_B', 'Name'],
      ['text', 'Meaning'],
    ])
  })

  it('tells the line of any character of a piece', () => {
    const code = pieces[8]
    expect(code && lineAt(code, code.text.indexOf('select 2'))).toBe(13)
  })
})
