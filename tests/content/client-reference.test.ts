/** Every section of every client library spec is on its built page, with its crawler page. Runs after the build. */
import fs from 'node:fs'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { readReferenceCatalog } from '../../lib/reference/catalog'
import { sectionsOf } from '../../lib/reference/document'

const docs = readReferenceCatalog('content/reference').filter((doc) => doc.kind === 'client')

describe.each(docs.map((doc) => [doc.path, doc] as const))('%s', (docPath, doc) => {
  const page = parse(fs.readFileSync(`out${docPath}.html`, 'utf8'))

  it('holds every section as an h2, and nothing is empty', () => {
    for (const section of sectionsOf(doc)) {
      const heading = page.querySelector(`h2[id="${section.id}"]`)
      expect(heading, section.id).not.toBeNull()
      const body = heading?.closest('section')?.text.replace(heading.text, '').trim() ?? ''
      expect(body.length, `${section.id} has content`).toBeGreaterThan(40)
      if (section.kind === 'function') {
        expect(heading?.closest('section')?.querySelectorAll('.reference-example').length, section.id).toBeGreaterThan(0)
      }
      expect(fs.existsSync(`out${docPath}/crawlers/${section.id}.html`), `${section.id} crawler page`).toBe(true)
    }
  })
})
