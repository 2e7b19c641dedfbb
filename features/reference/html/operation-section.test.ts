import { toHtml } from 'hast-util-to-html'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { openApiCategories } from '../../../lib/reference/openapi-document'
import { openApiSpecSchema } from '../../../lib/reference/openapi-schema'
import { testOpenApiDocument } from '../../../lib/reference/openapi-test-document'
import { operationSection } from './operation-section'

const asText = { blockTextElements: { script: true, noscript: true, style: true } }

/** An operation's section; `titles` gives its request body one named example per title. */
async function rendered(id: string, titles: string[] = []) {
  const document = testOpenApiDocument()
  if (titles.length > 0) {
    const content = document.paths['/v1/things'].post.requestBody.content
    const examples = titles.map((summary, index) => [
      `example-${index}`,
      { summary, value: { name: summary } },
    ])
    Object.assign(content, {
      'application/json': {
        schema: content['application/json'].schema,
        examples: Object.fromEntries(examples),
      },
    })
  }
  const section = openApiCategories(openApiSpecSchema('api').parse(document), 'api')
    .flatMap((category) => category.sections)
    .find((candidate) => candidate.id === id)
  if (section?.kind !== 'operation') throw new Error(`no operation ${id}`)
  const nodes = await operationSection(section.id, section.title, section.operation, 'h2')
  return parse(toHtml({ type: 'root', children: nodes }), asText)
}

describe('operationSection', () => {
  it('shows the method and path, and each table in a labelled region keyboard users can scroll', async () => {
    const html = await rendered('get-thing')
    expect(html.querySelector('.http-method')?.text).toBe('GET')
    expect(html.querySelector('.api-path')?.text).toBe('/v1/things/{id}')
    const regions = html.querySelectorAll('.table-scroll')
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Path parameters of Get a thing',
      'Query parameters of Get a thing',
      'Response 200 of Get a thing',
      'Response 404 of Get a thing',
    ])
    for (const region of regions) expect(region.getAttribute('tabindex')).toBe('0')
    expect(html.querySelectorAll('.api-response h4').map((heading) => heading.text)).toEqual([
      '200 OK',
      '404 Not Found',
    ])
  })

  it('offers curl and JavaScript in tabs, curl shown first, then the success response', async () => {
    const html = await rendered('create-thing')
    const tabs = html.querySelectorAll('[role="tab"]')
    expect(tabs.map((tab) => [tab.text, tab.getAttribute('aria-selected')])).toEqual([
      ['curl', 'true'],
      ['JavaScript', 'false'],
    ])
    const panels = html.querySelectorAll('[role="tabpanel"]')
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true])
    expect(panels[0]?.querySelector('pre')?.text).toContain(
      "curl --request POST 'https://api.plinth.example/v1/things'",
    )
    expect(panels[1]?.querySelector('pre')?.text).toContain('body: JSON.stringify({')
    expect(html.querySelector('.reference-examples figcaption')?.text).toBe('Response 201')
    expect(
      html.querySelectorAll('tr[data-depth]').map((row) => row.querySelector('code')?.text),
    ).toEqual(['name', 'id', 'parts'])
  })

  it('titles each named request example and keeps every tab id unique', async () => {
    const [example] = (
      await rendered('create-thing', ['Make one', 'Make another'])
    ).querySelectorAll('.reference-examples')
    expect(example?.querySelectorAll('h4').map((heading) => heading.text)).toEqual([
      'Make one',
      'Make another',
    ])
    expect(
      example?.querySelectorAll('[role="tablist"]').map((list) => list.getAttribute('aria-label')),
    ).toEqual(['Make one: request examples', 'Make another: request examples'])
    const ids = example?.querySelectorAll('[id]').map((element) => element.id) ?? []
    expect(ids).toHaveLength(8)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
