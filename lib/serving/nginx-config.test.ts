import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { prefersMarkdown } from './markdown-negotiation'
import { nginxHttpConfig, nginxMarkdownScript, nginxServerConfig } from './nginx-config'
import { readNginxConfigInput } from './nginx-config-input'
import { REDIRECTS } from './redirects'

const exportDir = writeTempTree({
  'index.html': '<html><script>boot()</script></html>',
  '404.html': '<html>Page not found</html>',
  'reference/javascript.html': '<html>document</html>',
  'reference-sections/javascript.html': '<section><h2 id="select">select()</h2></section>',
  'menus/guides/auth.html': '<a href="/docs/guides/auth/passwords">Passwords</a>',
  'reference/javascript/crawlers/select.html': '<html><h1>select</h1></html>',
  'reference/javascript/select.md': '# select()',
  'guides/auth.html': '<html>Auth</html>',
  'guides/auth.md': '# Auth',
  '_next/static/chunks/app.js': 'app()',
})
const input = readNginxConfigInput(exportDir, '/docs', ['https://api.plinth.example'])

describe('nginxHttpConfig', () => {
  const config = nginxHttpConfig(input)

  it('routes section URLs to the document for readers and the section page for crawlers', () => {
    expect(config).toContain(
      '"0/docs/reference/javascript/select" "/docs/reference/javascript.html";',
    )
    expect(config).toContain(
      '"1/docs/reference/javascript/select" "/docs/reference/javascript/crawlers/select.html";',
    )
    expect(config).toMatch(/"~\*googlebot\|bingbot\|[a-z|]+" 1;/)
  })

  it('gives each page its own policy with its inline script hashes', () => {
    const line = config.split('\n').find((entry) => entry.includes('"/docs/index.html"')) ?? ''
    expect(line).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(line).toContain("connect-src 'self' https://api.plinth.example")
    expect(config).toContain('"/docs/404.html" "default-src')
  })

  it('gives fragments no page policy and no page headers, and keeps them unindexed', () => {
    expect(config).not.toContain('"/docs/reference-sections/javascript.html"')
    expect(config).not.toContain('"/docs/menus/guides/auth.html"')
    const fragments = '(?:/reference-sections/|/menus/)'
    expect(config).toContain(`"~^/docs${fragments}.*\\.html$" "default-src 'none'";`)
    expect(config).toContain(`"~^/docs${fragments}.*\\.html$" "noindex";`)
    expect(config).toContain(`"~^/docs(?!${fragments}).*\\.html$" "DENY";`)
  })

  it("gives the SQL engine's worker its own policy, admitting WebAssembly there alone", () => {
    expect(config).toContain(
      `"/docs/sql-engine/worker.js" "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";`,
    )
    expect(config.match(/wasm-unsafe-eval/g)).toHaveLength(1)
  })

  it('caches hashed assets for a year and revalidates pages', () => {
    expect(config).toContain('"~^/docs/_next/static/" "public, max-age=31536000, immutable";')
    expect(config).toContain('"~^/docs/sql-engine/pglite-" "public, max-age=31536000, immutable";')
    expect(config).toContain('"~\\.html$" "no-cache";')
  })

  it('negotiates Markdown in njs for the page URLs that have a twin, with Link and Vary', () => {
    expect(config).toContain(
      'js_import plinth_docs_markdown from plinth-docs-markdown.js;\n' +
        'js_set $plinth_docs_wants_markdown plinth_docs_markdown.wantsMarkdown;',
    )
    expect(config).toContain('"/docs/guides/auth" "/docs/guides/auth.md";')
    expect(config).toContain(
      '"/docs/reference/javascript/select" "/docs/reference/javascript/select.md";',
    )
    expect(config).toContain('"~^1:(?<twin>.+)$" $twin;')
    expect(config).toContain(`"~^:(?<twin>.+)$" '<$twin>; rel="alternate"; type="text/markdown"';`)
  })

  it('refuses a value nginx would read as a variable', () => {
    const page = { filePath: '/x.html', contentSecurityPolicy: "default-src '$self'" }
    expect(() => nginxHttpConfig({ ...input, pages: [page] })).toThrow(/cannot write/)
  })
})

describe('nginxMarkdownScript', () => {
  it('is the negotiation of the Node server behind a js_set handler', () => {
    const script = nginxMarkdownScript()
    expect(script).toContain(`var prefersMarkdown = ${prefersMarkdown.toString()};`)
    expect(script).toContain("return prefersMarkdown(r.headersIn['Accept']) ? '1' : '';")
    expect(script).toContain('export default { wantsMarkdown };')
  })
})

describe('nginxServerConfig', () => {
  const config = nginxServerConfig(input)

  it('serves precompressed variants only, with the 404 page and the headers', () => {
    for (const directive of [
      'gzip off;',
      'gzip_static on;',
      'brotli_static on;',
      'error_page 404 /docs/404.html;',
      'set $plinth_docs_path $uri;',
      'try_files $plinth_docs_markdown_file $plinth_docs_page_file $uri $uri.html $uri/index.html =404;',
      'add_header Vary $plinth_docs_vary_accept always;',
      'add_header Link $plinth_docs_link always;',
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header Content-Security-Policy $plinth_docs_content_security_policy always;',
      'add_header X-Robots-Tag $plinth_docs_x_robots_tag always;',
      '"text/markdown; charset=utf-8" md;',
    ]) {
      expect(config).toContain(directive)
    }
  })

  it('answers every moved page and its Markdown twin with a redirect that keeps the query', () => {
    expect(REDIRECTS.length).toBeGreaterThan(0)
    for (const { from, to } of REDIRECTS) {
      expect(config).toContain(
        `location = /docs${from} {\n    return 308 /docs${to}$is_args$args;\n}`,
      )
      expect(config).toContain(
        `location = /docs${from}.md {\n    return 308 /docs${to}.md$is_args$args;\n}`,
      )
    }
  })
})
