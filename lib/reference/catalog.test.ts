import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { readReferenceCatalog } from './catalog'

const shared = `
- category: Getting started
  sections:
    - { id: start, title: Introduction }
    - { id: select, title: Fetch data }
    - { id: insert, title: Insert data }
`

function spec(version: string, sections: string) {
  return `
library: javascript
version: ${version}
title: JavaScript client library
package: '@plinth/plinth-js'
language: ts
categories:
  - id: basics
    kind: category
    title: Basics
    sections:
${sections}
`
}

const start = `      - { id: start, kind: markdown, title: Introduction, content: Hello. }`
const select = `      - id: select
        kind: function
        title: Fetch data
        name: from().select()
        description: Reads rows.
        examples:
          - { id: all, name: All rows, code: "await plinth.from('t').select()" }`

describe('readReferenceCatalog', () => {
  it('reads every version, the highest one latest at the unversioned path', () => {
    const root = writeTempTree({
      'sections.yaml': shared,
      'javascript/v1.yaml': spec('v1', start),
      'javascript/v2.yaml': spec('v2', `${start}\n${select}`),
    })
    const docs = readReferenceCatalog(root)
    expect(docs.map((doc) => [doc.version, doc.latest, doc.path])).toEqual([
      ['v2', true, '/reference/javascript'],
      ['v1', false, '/reference/javascript/v1'],
    ])
    expect(docs[0]?.categories[0]?.sections.map((section) => section.id)).toEqual([
      'start',
      'select',
    ])
  })

  it('names the file and the field of an invalid spec', () => {
    const broken = select.replace('        description: Reads rows.\n', '')
    const root = writeTempTree({
      'sections.yaml': shared,
      'javascript/v2.yaml': spec('v2', `${start}\n${broken}`),
    })
    expect(() => readReferenceCatalog(root)).toThrow(
      /javascript\/v2\.yaml: invalid\ncategories\.0\.sections\.1\.description: /,
    )
  })

  it('rejects a function without examples', () => {
    const noExamples = select.replace(/ {8}examples:\n.*$/s, '        examples: []')
    const root = writeTempTree({
      'sections.yaml': shared,
      'javascript/v2.yaml': spec('v2', `${start}\n${noExamples}`),
    })
    expect(() => readReferenceCatalog(root)).toThrow(
      'categories.0.sections.1.examples: needs at least one example',
    )
  })

  it('rejects a section id outside the shared section tree', () => {
    const root = writeTempTree({
      'sections.yaml': shared,
      'javascript/v2.yaml': spec('v2', `${start}\n${select.replace('id: select', 'id: fetch')}`),
    })
    expect(() => readReferenceCatalog(root)).toThrow(
      'categories.0.sections.1.id: "fetch" is not in content/reference/sections.yaml',
    )
  })

  it('requires the document to start with start or introduction', () => {
    const root = writeTempTree({
      'sections.yaml': shared,
      'javascript/v2.yaml': spec('v2', select),
    })
    expect(() => readReferenceCatalog(root)).toThrow(
      'the first section must be "start" or "introduction"',
    )
  })

  it('rejects a spec whose version does not match its file name', () => {
    const root = writeTempTree({ 'sections.yaml': shared, 'javascript/v3.yaml': spec('v2', start) })
    expect(() => readReferenceCatalog(root)).toThrow(
      'library/version: must be "javascript" and "v3"',
    )
  })

  it('rejects a folder for an unknown library', () => {
    const root = writeTempTree({ 'sections.yaml': shared, 'cobol/v1.yaml': spec('v1', start) })
    expect(() => readReferenceCatalog(root)).toThrow('is not a known library')
  })
})
