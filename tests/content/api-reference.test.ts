/**
 * The management API reference on the built site against its OpenAPI document: every operation at
 * its section URL with method, path, parameter tables, both request examples and its crawler page;
 * the document itself as JSON at its stable URL; the API on the `/reference` listing. Runs after
 * `npm run build`.
 */
import fs from 'node:fs'
import { parse as parseHtml, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { withBasePath } from '../../lib/address/address'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { sectionsOf } from '../../lib/reference/document'

const doc = readReferenceCatalog('content/reference').find((candidate) => candidate.library === 'api')
if (!doc) throw new Error('content/reference/api/v1.yaml: the management API document is missing')
// Code blocks are read as text: `pre` is not kept raw as the parser does by default.
const asText = { blockTextElements: { script: true, noscript: true, style: true } }
const page = parseHtml(fs.readFileSync(`out${doc.path}.html`, 'utf8'), asText)
const operations = sectionsOf(doc).flatMap((section) => (section.kind === 'operation' ? [section] : []))

function sectionOf(id: string): HTMLElement {
  const section = page.querySelector(`h2[id="${id}"]`)?.closest('section')
  if (!section) throw new Error(`no section #${id} on ${doc?.path}`)
  return section
}

describe('the management API reference', () => {
  it('documents every operation of the OpenAPI document, 50 or more', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50)
    expect(page.querySelectorAll('section.reference-section p.api-endpoint').length).toBe(operations.length)
  })

  it('starts with the introduction, authentication, rate limits and errors, and links the JSON', () => {
    const titles = page.querySelectorAll('[data-category="introduction"] h2').map((heading) =>
      heading.text.replace('#', '').trim(),
    )
    expect(titles).toEqual(['Introduction', 'Authentication', 'Rate limits', 'Errors'])
    const link = sectionOf('introduction').querySelector('.openapi-download a')
    expect(link?.getAttribute('href')).toBe(withBasePath('/reference/api/openapi.json'))
  })

  for (const { id, title, operation } of operations) {
    it(`${operation.method} ${operation.path} (${id}): method, path, parameters and both examples`, () => {
      const section = sectionOf(id)
      expect(section.querySelector('h2')?.text.replace('#', '').trim()).toBe(title)
      expect(section.querySelector('.http-method')?.text).toBe(operation.method)
      expect(section.querySelector('.api-path')?.text).toBe(operation.path)
      for (const location of ['path', 'query', 'header'] as const) {
        const expected = operation.parameters.filter((parameter) => parameter.location === location)
        const table = section.querySelectorAll('.table-scroll').find((region) =>
          region.getAttribute('aria-label')?.toLowerCase().startsWith(`${location} parameters`),
        )
        const names = table?.querySelectorAll('tbody tr td:first-child code').map((code) => code.text) ?? []
        expect(names, `${id} ${location} parameters`).toEqual(expected.map((parameter) => parameter.name))
      }
      const panels = section.querySelectorAll('[data-tabs] [role="tabpanel"]')
      expect(panels.map((panel) => panel.getAttribute('data-tab'))).toEqual(['curl', 'JavaScript'])
      expect(panels[0]?.querySelector('pre')?.text).toContain(`curl --request ${operation.method} 'https://api.plinth.example`)
      expect(panels[1]?.querySelector('pre')?.text).toContain("await fetch('https://api.plinth.example")
      expect(section.querySelectorAll('.api-response').length).toBe(operation.responses.length)
      expect(fs.existsSync(`out${doc?.path}/crawlers/${id}.html`), `${id} crawler page`).toBe(true)
    })
  }

  it('gives each crawler page the operation alone, titled by its h1', () => {
    for (const { id, title } of operations) {
      const crawler = parseHtml(fs.readFileSync(`out${doc?.path}/crawlers/${id}.html`, 'utf8'))
      expect(crawler.querySelector('h1.reference-heading')?.text.trim(), id).toBe(title)
      expect(crawler.querySelectorAll('h2.reference-heading').length, id).toBe(0)
    }
  })

  it('serves the OpenAPI document as JSON equal to its source', () => {
    const json: unknown = JSON.parse(fs.readFileSync('out/reference/api/openapi.json', 'utf8'))
    expect(json).toEqual(parseYaml(fs.readFileSync('content/reference/api/v1.yaml', 'utf8')))
  })

  it('is listed on /reference in its own group', () => {
    const index = parseHtml(fs.readFileSync('out/reference.html', 'utf8'))
    expect(index.querySelectorAll('h2').map((heading) => heading.text)).toContain('Management API')
    const links = index.querySelectorAll(`a[href="${withBasePath('/reference/api')}"]`)
    expect(links.map((link) => link.text)).toContain(doc?.title)
  })
})
