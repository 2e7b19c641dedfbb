/**
 * Markdown on request: page URLs with a Markdown twin answer it to clients that prefer
 * `text/markdown`, on the Node server and on nginx alike.
 */
import { nginxServer, nodeServer } from './servers'
import { type APIResponse, expect, test } from './support/test'

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const MARKDOWN = 'text/markdown'
const servers = [
  { name: 'the Node server', origin: nodeServer.origin },
  { name: 'nginx', origin: nginxServer.origin },
]
// A guide, a reference section URL, a CLI command and an API operation.
const pages = [
  '/docs/guides/auth/passwords',
  '/docs/reference/python/select',
  '/docs/reference/cli/plinth-db-push',
  '/docs/reference/api/create-branch',
]

/** `Vary` as a set: nginx sends one header per value. */
const varyOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'vary')
    .flatMap(({ value }) => value.split(/,\s*/))
    .filter(Boolean)
    .sort()

for (const { name, origin } of servers) {
  test.describe(`served by ${name}`, () => {
    test.use({ baseURL: origin })

    for (const url of pages) {
      test(`${url} answers its Markdown twin on Accept: text/markdown`, async ({ request }) => {
        const twin = await request.get(`${url}.md`)
        expect(twin.status()).toBe(200)
        const response = await request.get(url, { headers: { Accept: MARKDOWN } })
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
        expect(varyOf(response)).toContain('Accept')
        expect(response.headers()['link']).toBeUndefined()
        expect(await response.text()).toBe(await twin.text())
      })

      test(`${url} answers a browser HTML with a Link to its twin`, async ({ request }) => {
        const response = await request.get(url, { headers: { Accept: BROWSER } })
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
        expect(response.headers()['link']).toBe(
          `<${url}.md>; rel="alternate"; type="text/markdown"`,
        )
        expect(varyOf(response)).toContain('Accept')
      })
    }

    test('q-values decide, and text/markdown;q=0 never gets Markdown', async ({ request }) => {
      const url = '/docs/guides/auth/passwords'
      const typeFor = async (accept: string) =>
        (await request.get(url, { headers: { Accept: accept } })).headers()['content-type']
      expect(await typeFor('text/html;q=0.5, text/markdown')).toContain('text/markdown')
      expect(await typeFor('text/markdown;q=0.9, text/html;q=0.9')).toContain('text/markdown')
      expect(await typeFor('text/html;q=0.9, text/markdown;q=0.9')).toContain('text/html')
      expect(await typeFor('text/markdown;q=0.5, */*')).toContain('text/html')
      expect(await typeFor(`${BROWSER},text/markdown;q=0.8`)).toContain('text/html')
      expect(await typeFor('text/markdown;q=0')).toContain('text/html')
      expect(await typeFor('*/*')).toContain('text/html')
    })

    test('Vary merges Accept with what the answer already varies on', async ({ request }) => {
      const encoded = { 'Accept-Encoding': 'gzip, br' }
      const section = await request.get('/docs/reference/python/select', { headers: encoded })
      expect(varyOf(section)).toEqual(['Accept', 'Accept-Encoding', 'User-Agent'])
      const markdown = await request.get('/docs/guides/auth/passwords', {
        headers: { ...encoded, Accept: MARKDOWN },
      })
      expect(markdown.headers()['content-encoding']).toBe('br')
      expect(varyOf(markdown)).toEqual(['Accept', 'Accept-Encoding'])
      // Files and pages without a twin do not vary on Accept.
      const twin = await request.get('/docs/guides/auth/passwords.md', { headers: encoded })
      expect(varyOf(twin)).toEqual(['Accept-Encoding'])
      expect(twin.headers()['link']).toBeUndefined()
      const missing = await request.get('/docs/guides/no-such-page', {
        headers: { Accept: MARKDOWN },
      })
      expect(missing.status()).toBe(404)
      expect(missing.headers()['content-type']).toContain('text/html')
      expect(varyOf(missing)).not.toContain('Accept')
    })
  })
}
