import { describe, expect, it } from 'vitest'
import { findUnlinkedNouns } from './dashboard-nouns'
import { pagePieces } from './page-pieces'

const find = (mdx: string) =>
  findUnlinkedNouns(pagePieces(`---\ntitle: T\ndescription: D\n---\n\n${mdx}\n`, 'mdx')).map(
    ({ line, noun, page }) => [line, noun, page],
  )

describe('findUnlinkedNouns', () => {
  it('reports the first mention when it is not linked, with its line and page kind', () => {
    expect(find('Open the SQL editor.\n\nThen the <DashboardLink page="sql-editor">SQL editor</DashboardLink>.')).toEqual([
      [6, 'SQL editor', 'sql-editor'],
    ])
  })

  it('accepts a linked first mention and later unlinked ones', () => {
    expect(find('Open the <DashboardLink page="sql-editor">SQL editor</DashboardLink>.\n\nIn the SQL editor, run it.')).toEqual([])
  })

  it('refuses a link to another dashboard page', () => {
    expect(find('Open the <DashboardLink page="home">table editor</DashboardLink>.')).toEqual([
      [6, 'Table editor', 'table-editor'],
    ])
  })

  it('passes over headings, code, ordinary links, the local dashboard and other senses', () => {
    const mdx = [
      '## Use the SQL editor',
      '',
      'See [the SQL editor guide](/guides/database) and run `SQL editor` in code.',
      '',
      "Open the local dashboard's table editor. Connect your app. Set its Data API settings.",
      '',
      'Create storage buckets for avatars.',
    ].join('\n')
    expect(find(mdx)).toEqual([])
  })

  it('knows Connect in bold and as a button', () => {
    expect(find('Choose **Connect** in the project.')).toEqual([[6, 'Connect', 'database-settings']])
    expect(find('Press the Connect button.')).toEqual([[6, 'Connect', 'database-settings']])
  })
})
