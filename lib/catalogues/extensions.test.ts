import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EXTENSIONS_FILE, readExtensionsCatalogue } from './extensions'

const realCatalogue = JSON.parse(fs.readFileSync(EXTENSIONS_FILE, 'utf8')) as {
  tags: string[]
  extensions: Record<string, unknown>[]
}

let root: string | undefined

/** A repository holding this catalogue data and these guide page files. */
function repository(catalogue: unknown, guideFiles: string[] = []): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'extensions-'))
  fs.mkdirSync(path.join(root, 'content/catalogues'), { recursive: true })
  fs.writeFileSync(path.join(root, EXTENSIONS_FILE), JSON.stringify(catalogue))
  for (const file of guideFiles) {
    const absolute = path.join(root, 'content/guides', file)
    fs.mkdirSync(path.dirname(absolute), { recursive: true })
    fs.writeFileSync(absolute, '---\ntitle: t\ndescription: d\n---\n')
  }
  return root
}

const withEntry = (index: number, change: Record<string, unknown>) => ({
  ...realCatalogue,
  extensions: realCatalogue.extensions.map((entry, at) =>
    at === index ? { ...entry, ...change } : entry,
  ),
})

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
  root = undefined
})

describe('readExtensionsCatalogue', () => {
  it('reads every extension of the repository catalogue with a comment and tags', () => {
    const { tags, extensions } = readExtensionsCatalogue()
    expect(extensions).toHaveLength(68)
    expect(tags).toContain('Geo')
    for (const extension of extensions) {
      expect(extension.comment.length).toBeGreaterThan(10)
      expect(extension.tags.length).toBeGreaterThan(0)
    }
  })

  it('fails naming the file, the entry and the field of an invalid entry', () => {
    const citext = realCatalogue.extensions.findIndex((entry) => entry.name === 'citext')
    const dir = repository(withEntry(citext, { comment: '' }))
    expect(() => readExtensionsCatalogue(dir)).toThrow(
      new RegExp(
        `content/catalogues/extensions\\.json: invalid\\nextensions\\[${citext}\\] \\(citext\\): comment:`,
      ),
    )
  })

  it('rejects a tag the catalogue does not declare, naming the entry', () => {
    const dir = repository(withEntry(0, { tags: ['Geo', 'Maps'] }))
    expect(() => readExtensionsCatalogue(dir)).toThrow(
      /extensions\[0\] \(address_standardizer\): tags\.1: "Maps" is not in the catalogue's tags/,
    )
  })

  it('requires an upstream project for an entry linked to a guide page', () => {
    const pgCron = realCatalogue.extensions.findIndex((entry) => entry.name === 'pg_cron')
    const dir = repository(withEntry(pgCron, { upstream: null }))
    expect(() => readExtensionsCatalogue(dir)).toThrow(/\(pg_cron\): upstream: required/)
  })

  it('links to the guide page only when its file exists, else to the upstream project', () => {
    const dir = repository(realCatalogue, [
      'database/extensions/pg_cron.mdx',
      'database/extensions/wrappers/overview.mdx',
    ])
    const byName = new Map(readExtensionsCatalogue(dir).extensions.map((e) => [e.name, e]))
    expect(byName.get('pg_cron')).toMatchObject({
      link: '/guides/database/extensions/pg_cron',
      hasGuide: true,
    })
    expect(byName.get('wrappers')).toMatchObject({
      link: '/guides/database/extensions/wrappers/overview',
      hasGuide: true,
    })
    expect(byName.get('postgis')).toMatchObject({ link: 'https://postgis.net/', hasGuide: false })
    expect(byName.get('citext')).toMatchObject({
      link: 'https://www.postgresql.org/docs/current/citext.html',
      hasGuide: false,
    })
  })
})
