import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { EXTENSIONS_FILE, readExtensionsCatalogue } from './extensions'

const realCatalogue = JSON.parse(fs.readFileSync(EXTENSIONS_FILE, 'utf8')) as {
  tags: string[]
  extensions: Record<string, unknown>[]
}

/** A repository holding this catalogue data and these guide page files. */
const repository = (catalogue: unknown, guideFiles: string[] = []): string =>
  writeTempTree({
    [EXTENSIONS_FILE]: JSON.stringify(catalogue),
    ...Object.fromEntries(
      guideFiles.map((file) => [`content/guides/${file}`, '---\ntitle: t\ndescription: d\n---\n']),
    ),
  })

const withEntry = (index: number, change: Record<string, unknown>) => ({
  ...realCatalogue,
  extensions: realCatalogue.extensions.map((entry, at) =>
    at === index ? { ...entry, ...change } : entry,
  ),
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
