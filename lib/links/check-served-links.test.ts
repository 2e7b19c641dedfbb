import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { resolvePage } from '../serving/page-resolution'
import { checkServedLinks } from './check-served-links'

const exportDir = writeTempTree({
  'index.html': '<a href="/docs/guides/auth#sessions">ok</a><a href="https://example.com">ext</a>',
  '404.html': 'Page not found',
  'guides/auth.html':
    '<h2 id="sessions">Sessions</h2><a href="#sessions">self</a><a href="#nope">bad anchor</a>' +
    '<a href="/docs/guides/missing">missing</a><a href="/guides/auth">no base path</a>',
})
// A server that answers what the export holds under /docs, and 404 for anything else.
const server = createServer((request, response) => {
  const url = request.url ?? ''
  const file = url.startsWith('/docs') ? resolvePage(exportDir, url.slice(5) || '/', false) : null
  response.writeHead(file ? 200 : 404, { 'Content-Type': 'text/html' })
  response.end(file ? fs.readFileSync(file) : 'Page not found')
}).listen(0, '127.0.0.1')
afterAll(() => server.close())

describe('checkServedLinks', () => {
  it('reports what the running server does not answer', async () => {
    await new Promise((resolve) =>
      server.listening ? resolve(null) : server.once('listening', resolve),
    )
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const broken = await checkServedLinks(exportDir, '/docs', origin)
    expect(broken).toEqual([
      {
        page: 'guides/auth.html',
        href: '#nope',
        problem: 'no element with id "nope" on the target page',
      },
      { page: 'guides/auth.html', href: '/docs/guides/missing', problem: 'answered 404' },
      {
        page: 'guides/auth.html',
        href: '/guides/auth',
        problem: 'does not start with the base path /docs',
      },
    ])
  })
})
