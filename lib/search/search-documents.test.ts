import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { readGuideTree } from '../content/guide-tree'
import { searchDocuments, searchMeta } from './search-documents'

const page = (title: string, sidebarTitle?: string) =>
  `---\ntitle: ${title}\ndescription: About it.\n${sidebarTitle ? `sidebarTitle: ${sidebarTitle}\n` : ''}---\n\nText.\n`

describe('searchDocuments', () => {
  it('gives a guide its area and, when it differs from the title, its menu label', () => {
    const root = writeTempTree({
      'meta.json': JSON.stringify({ title: 'Guides', pages: ['auth'] }),
      'auth/meta.json': JSON.stringify({ title: 'Auth', pages: ['index', 'passwordless'] }),
      'auth/index.mdx': page('Auth', 'Auth'),
      'auth/passwordless.mdx': page('Passwordless email sign-in', 'Magic links and email codes'),
    })
    const meta = searchDocuments(readGuideTree(root), []).map(searchMeta)
    expect(meta).toEqual([
      { kind: 'guide', label: 'Auth', latest: 'true' },
      {
        kind: 'guide',
        label: 'Auth',
        latest: 'true',
        menuTitle: 'Magic links and email codes',
      },
    ])
  })
})
