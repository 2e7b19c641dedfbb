/**
 * What the built site (out/) offers tools and search engines: every page's description, canonical
 * URL and Open Graph tags, the sitemap, robots.txt, llms.txt and the guides' Markdown twins.
 */
import { sectionPath } from '../../lib/address/address'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { readGuideTree } from '../../lib/content/guide-tree'
import { sectionsOf } from '../../lib/reference/document'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { isPage } from '../../lib/serving/response-headers'
import { siteConfig } from '../../site.config'

const site = `${siteConfig.siteUrl}${siteConfig.basePath}`
const tree = readGuideTree('content/guides')
const references = readReferenceCatalog('content/reference')

const pages = fs
  .readdirSync('out', { recursive: true, encoding: 'utf8' })
  .filter((file) => !/^(404|_not-found)\.html$/.test(file))
  // Fragments (reference sections, menus) are spliced into pages, not pages of their own.
  .filter((file) => isPage(`/${file}`))

function head(file: string) {
  const html = fs.readFileSync(path.join('out', file), 'utf8')
  return parse(html.slice(0, html.indexOf('</head>') + 7))
}

describe('every page', () => {
  it.each(pages)('%s has a description, a canonical URL and Open Graph tags', (file) => {
    const document = head(file)
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content')
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
    expect(content('meta[name="description"]')?.length).toBeGreaterThan(20)
    expect(canonical?.startsWith(site)).toBe(true)
    expect(content('meta[property="og:url"]')).toBe(canonical)
    expect(content('meta[property="og:title"]')?.length).toBeGreaterThan(0)
    expect(content('meta[property="og:description"]')).toBe(content('meta[name="description"]'))
    if (file.includes('/crawlers/')) expect(canonical).not.toContain('/crawlers/')
  })
})

describe('files for tools', () => {
  const sitemap = fs.readFileSync('out/sitemap.xml', 'utf8')
  const llms = fs.readFileSync('out/llms.txt', 'utf8')

  it('the sitemap lists every guide page, reference document and section URL', () => {
    const expected = [
      ...tree.pages.map((page) => page.path),
      ...references.flatMap((doc) => [
        doc.path,
        ...sectionsOf(doc).map((section) => sectionPath(doc.path, section.id)),
      ]),
    ]
    for (const sitePath of expected) expect(sitemap).toContain(`<loc>${site}${sitePath}</loc>`)
  })

  it('robots.txt allows the docs and names the sitemap', () => {
    const robots = fs.readFileSync('out/robots.txt', 'utf8')
    expect(robots).toContain(`Allow: ${siteConfig.basePath}/`)
    expect(robots).not.toMatch(/^Disallow: \S/m)
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`)
  })

  it('llms.txt links the Markdown of every guide page and reference document, and each whole file', () => {
    for (const page of tree.pages) expect(llms).toContain(`](${site}${page.path}.md): `)
    for (const doc of references) {
      expect(llms).toContain(`](${site}${doc.path}.md): `)
      expect(llms).toContain(`](${site}${doc.path}/llms-full.txt): `)
    }
    for (const area of tree.areas) expect(llms).toContain(`](${site}${area.path}/llms-full.txt): `)
    expect(llms).toContain(`](${site}/llms-full.txt): `)
    // Every file llms.txt links is in the export.
    for (const [, url] of llms.matchAll(/\]\(([^)]+)\)/g)) {
      expect(fs.existsSync(`out${(url ?? '').slice(site.length)}`), url).toBe(true)
    }
  })

  it('every reference section and document has a Markdown twin, and each document one whole file', () => {
    for (const doc of references) {
      const whole = fs.readFileSync(`out${doc.path}/llms-full.txt`, 'utf8')
      expect(fs.readFileSync(`out${doc.path}.md`, 'utf8')).toBe(whole)
      for (const section of sectionsOf(doc)) {
        const twin = fs.readFileSync(`out${sectionPath(doc.path, section.id)}.md`, 'utf8')
        expect(twin.startsWith(`# ${section.title}\n`), sectionPath(doc.path, section.id)).toBe(true)
        expect(whole).toContain(`### ${section.title}\n`)
      }
    }
  })

  it('/llms-full.txt holds every guide in menu order, and each area its own guides', () => {
    const twinOf = (page: (typeof tree.pages)[number]) =>
      fs.readFileSync(`out${page.path}.md`, 'utf8').trim()
    const inOrder = (text: string, pages: typeof tree.pages) => {
      let from = 0
      for (const page of pages) {
        const at = text.indexOf(twinOf(page), from)
        expect(at, page.path).toBeGreaterThanOrEqual(from)
        from = at + 1
      }
    }
    const full = fs.readFileSync('out/llms-full.txt', 'utf8')
    inOrder(full, [...tree.areas.flatMap((area) => area.pages), ...tree.standalone])
    for (const area of tree.areas) inOrder(fs.readFileSync(`out${area.path}/llms-full.txt`, 'utf8'), area.pages)
  })

  it.each(tree.pages.map((page) => page.path))('%s has a Markdown twin', (sitePath) => {
    const twin = fs.readFileSync(`out${sitePath}.md`, 'utf8')
    const page = tree.pages.find((candidate) => candidate.path === sitePath)
    // Markdown escapes what could read as syntax (`Q&A` is written `Q\&A`); read the heading as text.
    const heading = twin.slice(0, twin.indexOf('\n')).replace(/\\([!-/:-@[-`{-~])/g, '$1')
    expect(heading).toBe(`# ${page?.frontmatter.title}`)
    expect(twin).not.toMatch(/^\s*<(Tabs|Tab|Callout|Alert|Steps|Cards|Card|Figure|ProjectConfigVariables)\b/m)
  })
})
