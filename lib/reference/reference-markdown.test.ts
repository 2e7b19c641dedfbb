import { describe, expect, it } from 'vitest'
import { absoluteUrl, sectionPath } from '../address/address'
import { readReferenceCatalog } from './catalog'
import { sectionsOf } from './document'
import { documentMarkdown, sectionMarkdown } from './reference-markdown'

const documents = readReferenceCatalog('content/reference')
const byLibrary = (library: string) => {
  const doc = documents.find((d) => d.library === library && d.latest)
  if (!doc) throw new Error(`no ${library} document`)
  return doc
}

describe('sectionMarkdown', () => {
  it('gives every section of every document its title, its page and its content', () => {
    for (const doc of documents) {
      for (const section of sectionsOf(doc)) {
        const markdown = sectionMarkdown(doc, section)
        expect(markdown.startsWith(`# ${section.title}\n`), `${doc.path} ${section.id}`).toBe(true)
        expect(markdown).toContain(absoluteUrl(sectionPath(doc.path, section.id)))
        expect(markdown.split('\n').length, `${doc.path} ${section.id}`).toBeGreaterThan(4)
      }
    }
  })

  it('writes a function with its signature, parameters, return value and every example in its language', () => {
    const doc = byLibrary('python')
    const section = sectionsOf(doc).find((s) => s.id === 'select')
    if (section?.kind !== 'function') throw new Error('no select function')
    const markdown = sectionMarkdown(doc, section)
    expect(markdown).toContain('```python\ndef select(')
    expect(markdown).toMatch(/^- `count` \(CountMethod \| None, optional, default `None`\): /m)
    expect(markdown).toContain('## Returns\n\n`SyncSelectRequestBuilder`: ')
    for (const example of section.section.examples) {
      expect(markdown).toContain(`### ${example.name}\n`)
      expect(markdown).toContain(`\`\`\`python\n${example.code.trim()}\n\`\`\``)
    }
  })

  it('writes an API operation with its method, path, parameters, requests and responses', () => {
    const doc = byLibrary('api')
    const section = sectionsOf(doc).find((s) => s.kind === 'operation')
    if (section?.kind !== 'operation') throw new Error('no operation')
    const markdown = sectionMarkdown(doc, section)
    expect(markdown).toContain(
      `\`\`\`http\n${section.operation.method} ${section.operation.path}\n\`\`\``,
    )
    expect(markdown).toContain('```bash\ncurl ')
    expect(markdown).toMatch(/## Responses\n\n### 2\d\d\n/)
  })

  it('makes the specs’ site links absolute', () => {
    const doc = byLibrary('python')
    const linked = sectionsOf(doc)
      .map((section) => sectionMarkdown(doc, section))
      .find((markdown) => markdown.includes('](http'))
    expect(linked).toBeDefined()
    expect(linked).not.toMatch(/\]\(\/[a-z]/)
  })
})

describe('documentMarkdown', () => {
  it('holds every section under its own heading with a link to its Markdown, code left as written', () => {
    const doc = byLibrary('python')
    const markdown = documentMarkdown(doc)
    for (const section of sectionsOf(doc)) {
      expect(markdown).toContain(`### ${section.title}\n`)
      expect(markdown).toContain(`${absoluteUrl(sectionPath(doc.path, section.id))}.md`)
    }
    // A comment in a Python example is not a heading to move down.
    expect(markdown).toContain('\nasyncio.run(main())')
    expect(markdown).not.toMatch(/^### keep the program running/m)
  })
})
