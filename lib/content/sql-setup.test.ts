import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { readGuideTree } from './guide-tree'
import { sqlSetupOf } from './sql-setup'

const page = (title: string, body: string, setup?: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n${setup ? `sqlSetup: ${setup}\n` : ''}---\n\n${body}\n`
const sql = (code: string, meta = '') => `\`\`\`sql${meta}\n${code}\n\`\`\``

function treeWith(files: Record<string, string>) {
  const root = writeTempTree({
    'meta.json': JSON.stringify({ title: 'Guides', pages: ['database'] }),
    'database/meta.json': JSON.stringify({ title: 'Database', pages: ['index', ...Object.keys(files)] }),
    'database/index.mdx': page('Database', 'The area.'),
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`database/${name}.mdx`, text])),
  })
  const tree = readGuideTree(root)
  const named = (name: string) => {
    const found = tree.pages.find((candidate) => candidate.path === `/guides/database/${name}`)
    if (!found) throw new Error(`no page ${name}`)
    return found
  }
  return { tree, root, named }
}

describe('sqlSetupOf', () => {
  it("gives the named guide's title and its SQL blocks that run, in page order", () => {
    const { tree, root, named } = treeWith({
      tables: page(
        'Tables',
        [
          sql('create table public.authors (id int);'),
          sql('id int', ' norun="a column definition"'),
          sql('create table public.books (id int);'),
        ].join('\n\n'),
      ),
      functions: page('Functions', sql('select count(*) from public.books;'), '/guides/database/tables'),
    })
    expect(sqlSetupOf(tree, root, named('functions'))).toEqual({
      path: '/guides/database/tables',
      title: 'Tables',
      blocks: ['create table public.authors (id int);', 'create table public.books (id int);'],
    })
    expect(sqlSetupOf(tree, root, named('tables'))).toBeNull()
  })

  it('fails naming the page and the field when the setup cannot serve', () => {
    const { tree, root, named } = treeWith({
      tables: page('Tables', sql('create table public.authors (id int);')),
      prose: page('Prose', 'No SQL here.'),
      chained: page('Chained', sql('select 1;'), '/guides/database/functions'),
      functions: page('Functions', sql('select 1;'), '/guides/database/tables'),
      missing: page('Missing', sql('select 1;'), '/guides/database/nowhere'),
      empty: page('Empty', sql('select 1;'), '/guides/database/prose'),
      idle: page('Idle', 'Only prose.', '/guides/database/tables'),
    })
    const error = (name: string) => () => sqlSetupOf(tree, root, named(name))
    expect(error('missing')).toThrow(
      'content/guides/database/missing.mdx: frontmatter sqlSetup: /guides/database/nowhere is not a guide page',
    )
    expect(error('empty')).toThrow('/guides/database/prose has no SQL block that runs')
    expect(error('chained')).toThrow('/guides/database/functions names a setup of its own')
    expect(error('idle')).toThrow('sqlSetup: the page has no SQL block that runs')
  })

  it('is refused by the frontmatter when it is not a guide path', () => {
    expect(() =>
      treeWith({ odd: page('Odd', sql('select 1;'), 'database/tables') }),
    ).toThrow(/sqlSetup.*must be a guide path/s)
  })
})
