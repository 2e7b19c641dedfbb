import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { checkExportLinks } from './check-export-links'

const exportDir = writeTempTree({
  'index.html': '<a href="/docs/guides/auth#sessions">ok</a><a href="https://example.com">ext</a>',
  'guides/auth.html':
    '<h2 id="sessions">Sessions</h2><a href="#sessions">self</a><a href="#nope">bad anchor</a>' +
    '<a href="/docs/guides/missing">missing</a><a href="/dashboard/sign-in?returnTo=/docs">sign in</a>' +
    '<a href="/guides/auth">no base path</a>',
})

describe('checkExportLinks', () => {
  it('reports missing pages, missing anchors and links without the base path', () => {
    expect(checkExportLinks(exportDir, '/docs')).toEqual([
      {
        page: 'guides/auth.html',
        href: '#nope',
        problem: 'no element with id "nope" on the target page',
      },
      { page: 'guides/auth.html', href: '/docs/guides/missing', problem: 'no such page' },
      {
        page: 'guides/auth.html',
        href: '/guides/auth',
        problem: 'does not start with the base path /docs',
      },
    ])
  })
})
