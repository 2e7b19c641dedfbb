import { describe, expect, it } from 'vitest'
import { withSearchFields } from './write-search-index'

describe('withSearchFields', () => {
  const document = {
    file: 'reference/javascript/v1/crawlers/rpc.html',
    path: '/reference/javascript/v1/rpc',
    kind: 'reference' as const,
    label: 'JavaScript',
    name: 'rpc()',
    library: 'javascript',
    version: 'v1',
    latest: false,
  }

  it('adds meta and filters inside the indexed element', () => {
    const html = withSearchFields(
      '<html><body><nav>menu</nav><article class="article" data-pagefind-body><h1>Call</h1></article></body></html>',
      document,
      'rpc.html',
    )
    const inside = html.slice(html.indexOf('data-pagefind-body'))
    expect(inside).toContain('<span data-pagefind-meta="name:rpc()"></span>')
    expect(inside).toContain('<span data-pagefind-meta="latest:false"></span>')
    expect(inside).toContain('<span data-pagefind-filter="library:javascript"></span>')
    expect(html.indexOf('data-pagefind-meta')).toBeGreaterThan(html.indexOf('<article'))
  })

  it('fails naming the file when the page has nothing marked for indexing', () => {
    expect(() =>
      withSearchFields('<html><body><h1>x</h1></body></html>', document, 'out/x.html'),
    ).toThrow('out/x.html: no element with data-pagefind-body')
  })
})
