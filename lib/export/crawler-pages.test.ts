import { describe, expect, it } from 'vitest'
import {
  crawlerPagesFromFirst,
  parseCrawlerPagesSource,
  type CrawlerPagesSource,
} from './crawler-pages'

const section = (id: string, title: string) => ({
  id,
  title: `${title} | Dart v2 reference`,
  description: `${title}, in the Dart client library (v2).`,
  canonicalUrl: `https://docs.example/docs/reference/dart/${id}`,
  html: `<h1 class="reference-heading">${title.replaceAll('&', '&amp;')}</h1><p>About ${id}.</p>`,
})

const source: CrawlerPagesSource = {
  documentPath: '/reference/dart',
  sections: [section('start', 'Introduction'), section('select', 'Fetch & filter "rows"')],
}

/** A crawler page as the export writes it: React's escaping in the head, the section in the body. */
const firstPage = [
  '<!DOCTYPE html><html><head><title>Introduction | Dart v2 reference | Plinth Docs</title>',
  '<meta name="description" content="Introduction, in the Dart client library (v2)."/>',
  '<link rel="canonical" href="https://docs.example/docs/reference/dart/start"/>',
  '<meta property="og:title" content="Introduction | Dart v2 reference"/>',
  '<meta property="og:url" content="https://docs.example/docs/reference/dart/start"/>',
  '</head><body><header>Introduction</header><main><article>',
  '<p><a href="/docs/reference/dart">Dart client library</a></p>',
  '<section class="reference-section"><h1 class="reference-heading">Introduction</h1><p>About start.</p></section>',
  '</article></main></body></html>',
].join('')

describe('crawlerPagesFromFirst', () => {
  it("makes each other section's page: its section, and its head values escaped as React writes them", () => {
    const pages = crawlerPagesFromFirst(firstPage, source)
    expect([...pages.keys()]).toEqual(['select'])
    const page = pages.get('select') ?? ''
    expect(page).toContain(
      '<title>Fetch &amp; filter &quot;rows&quot; | Dart v2 reference | Plinth Docs</title>',
    )
    expect(page).toContain(
      '<meta name="description" content="Fetch &amp; filter &quot;rows&quot;, in the Dart client library (v2)."/>',
    )
    expect(page).toContain(
      '<link rel="canonical" href="https://docs.example/docs/reference/dart/select"/>',
    )
    expect(page).toContain(
      '<meta property="og:url" content="https://docs.example/docs/reference/dart/select"/>',
    )
    expect(page).toContain(
      '<section class="reference-section"><h1 class="reference-heading">Fetch &amp; filter "rows"</h1><p>About select.</p></section>',
    )
    expect(page).not.toContain('About start.')
    // Outside the head and the section, the page is the first one: the header's text stays.
    expect(page).toContain('<header>Introduction</header>')
  })

  it('refuses a first page that does not hold its section or its head values as the source gives them', () => {
    expect(() =>
      crawlerPagesFromFirst(firstPage.replace('About start.', 'About the start.'), source),
    ).toThrow('the crawler page of start does not hold its section as the source does')
    expect(() =>
      crawlerPagesFromFirst(firstPage.replaceAll('dart/start', 'dart/begin'), source),
    ).toThrow("its head does not hold the first section's canonicalUrl")
  })
})

describe('parseCrawlerPagesSource', () => {
  it('reads a source and names the file of one that is not JSON or lacks a field', () => {
    expect(parseCrawlerPagesSource(JSON.stringify(source), 'dart.json')).toEqual(source)
    expect(() => parseCrawlerPagesSource('{"documentPath":', 'dart.json')).toThrow(
      /^dart\.json is not JSON: /,
    )
    expect(() =>
      parseCrawlerPagesSource(JSON.stringify({ ...source, documentPath: undefined }), 'dart.json'),
    ).toThrow(/^dart\.json is not a crawler pages source: (.|\n)*documentPath/)
  })
})
