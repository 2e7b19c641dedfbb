import { describe, expect, it } from 'vitest'
import {
  crawlerPath,
  documentPath,
  exportHtmlFile,
  guidePath,
  guideSlug,
  markdownTwinPath,
  openInChatLinks,
  parseReferencePath,
  pathOfExportHtmlFile,
  sectionIdInPathname,
  sectionPath,
  stripBasePath,
  withBasePath,
} from './address'

describe('base path', () => {
  it('round-trips a site path through the browser path', () => {
    for (const sitePath of ['/', '/guides/auth', '/reference/javascript/v1/select']) {
      expect(stripBasePath(withBasePath(sitePath, '/docs'), '/docs')).toBe(sitePath)
    }
  })

  it('reads the bare base path as the home page and refuses paths outside it', () => {
    expect(stripBasePath('/docs', '/docs')).toBe('/')
    expect(stripBasePath('/docsx/guides', '/docs')).toBeNull()
    expect(stripBasePath('/dashboard', '/docs')).toBeNull()
  })

  it('leaves paths as they are when the site has no base path', () => {
    expect(withBasePath('/guides/auth', '')).toBe('/guides/auth')
    expect(stripBasePath('/guides/auth', '')).toBe('/guides/auth')
  })
})

describe('guides', () => {
  it('round-trips a slug through its path', () => {
    const slug = ['auth', 'social-login', 'auth-github']
    expect(guidePath(slug)).toBe('/guides/auth/social-login/auth-github')
    expect(guideSlug(guidePath(slug))).toEqual(slug)
  })

  it('gives the Markdown twin of a guide', () => {
    expect(markdownTwinPath('/guides/auth/passwords')).toBe('/guides/auth/passwords.md')
  })

  it('opens a chat about a Markdown URL, the prompt encoded in the query', () => {
    const url = 'https://docs.example/docs/guides/auth.md'
    const links = openInChatLinks(url)
    expect(links.map((link) => link.product)).toEqual(['ChatGPT', 'Claude'])
    for (const link of links) {
      const href = new URL(link.href)
      expect(['chatgpt.com', 'claude.ai']).toContain(href.host)
      expect(href.searchParams.get('q')).toBe(`Read ${url} and answer questions about it.`)
    }
    expect(links[1]?.href.startsWith('https://claude.ai/new?q=Read%20https%3A%2F%2F')).toBe(true)
  })

  it('does not read other paths as guides', () => {
    expect(guideSlug('/reference/javascript')).toBeNull()
    expect(guideSlug('/guides')).toBeNull()
  })
})

describe('reference', () => {
  const latest = documentPath({ library: 'javascript', version: null })
  const older = documentPath({ library: 'javascript', version: 'v1' })

  it('serves the latest version without a version segment', () => {
    expect(latest).toBe('/reference/javascript')
    expect(older).toBe('/reference/javascript/v1')
  })

  it('round-trips documents, sections and crawler pages of every version', () => {
    for (const [doc, version] of [
      [latest, null],
      [older, 'v1'],
    ] as const) {
      expect(parseReferencePath(doc)).toEqual({
        library: 'javascript',
        version,
        section: null,
        crawler: false,
      })
      expect(parseReferencePath(sectionPath(doc, 'select'))).toEqual({
        library: 'javascript',
        version,
        section: 'select',
        crawler: false,
      })
      expect(parseReferencePath(crawlerPath(doc, 'select'))).toEqual({
        library: 'javascript',
        version,
        section: 'select',
        crawler: true,
      })
    }
  })

  it('refuses paths that are not reference addresses', () => {
    expect(parseReferencePath('/reference')).toBeNull()
    expect(parseReferencePath('/guides/auth')).toBeNull()
    expect(parseReferencePath('/reference/javascript/crawlers')).toBeNull()
    expect(parseReferencePath('/reference/javascript/select/extra')).toBeNull()
    expect(parseReferencePath('/reference/javascript/')).toBeNull()
  })

  it('finds the section id in a browser path, as the inline script does', () => {
    expect(sectionIdInPathname(withBasePath(sectionPath(older, 'select'), '/docs'))).toBe('select')
    const inlined = new Function(
      'pathname',
      `return (${sectionIdInPathname.toString()})(pathname)`,
    ) as (pathname: string) => string
    expect(inlined('/docs/reference/cli/plinth-db-push')).toBe('plinth-db-push')
  })
})

describe('export files', () => {
  it('names the HTML file of a page and reads it back', () => {
    const crawler = crawlerPath('/reference/javascript', 'select')
    expect(exportHtmlFile(crawler)).toBe('reference/javascript/crawlers/select.html')
    expect(exportHtmlFile('/')).toBe('index.html')
    for (const sitePath of ['/', guidePath(['auth', 'passwords']), crawler])
      expect(pathOfExportHtmlFile(exportHtmlFile(sitePath))).toBe(sitePath)
    expect(pathOfExportHtmlFile('guides/auth/index.html')).toBe('/guides/auth')
  })
})
