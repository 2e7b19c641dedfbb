import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readGuideTree } from '../../lib/content/guide-tree'
import { platformConstants } from '../../lib/platform/constants'
import {
  FACTS_DIR,
  factsCopyDifferences,
  findSharedFacts,
  readFactsFile,
  readFactsJson,
} from '../support/platform-facts'
import { writeTempTree } from '../support/temp-tree'

interface NamedField {
  path: string
  type: string
}

describe('the copies of the platform facts', () => {
  const shared = findSharedFacts()

  it('hold every file the facts README lists', () => {
    const listed = [...readFactsFile('README.md').matchAll(/^\| `([^`]+)` \|/gm)].map(
      (match) => match[1],
    )
    expect(listed.length).toBeGreaterThanOrEqual(6)
    for (const name of listed) expect(fs.existsSync(path.join(FACTS_DIR, name ?? ''))).toBe(true)
  })

  it(`equal shared/data wherever it is checked out beside the repository (${shared ?? 'absent here'})`, () => {
    expect(shared === null ? [] : factsCopyDifferences(shared, FACTS_DIR)).toEqual([])
  })

  describe('factsCopyDifferences', () => {
    const root = writeTempTree({
      'shared/same.json': '{}',
      'shared/changed.sql': 'create table a ();',
      'shared/new.json': '[]',
      'copies/same.json': '{}',
      'copies/changed.sql': 'create table b ();',
    })
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

    it('names a copy that differs and a file with no copy', () => {
      const differences = factsCopyDifferences(path.join(root, 'shared'), path.join(root, 'copies'))
      expect(differences).toHaveLength(2)
      expect(differences[0]).toMatch(/^changed\.sql: the copy in .*copies differs/)
      expect(differences[1]).toMatch(/^new\.json: no copy in .*copies/)
    })
  })
})

describe('the site against the platform facts', () => {
  it('counts the providers, log sources and extensions the facts list', () => {
    const providers = readFactsJson<{ social_count: number; phone_count: number }>(
      'auth-providers.json',
    )
    expect(platformConstants['auth.socialProviderCount']).toBe(String(providers.social_count))
    expect(platformConstants['auth.smsProviderCount']).toBe(String(providers.phone_count))
    expect(platformConstants['monitoring.logSourceCount']).toBe(
      String(readFactsJson<{ source_count: number }>('log-sources.json').source_count),
    )
    expect(platformConstants['database.extensionCount']).toBe(
      String(readFactsJson<{ count: number }>('extensions.json').count),
    )
  })

  it('has a guide page at the route of every social and phone provider', () => {
    const providers = readFactsJson<{
      social_providers: { route: string }[]
      phone_sms_providers: { route: string }[]
    }>('auth-providers.json')
    const guides = new Set(
      readGuideTree('content/guides').pages.map((page) => `/guides/${page.slug.join('/')}`),
    )
    const routes = [...providers.social_providers, ...providers.phone_sms_providers].map(
      (provider) => provider.route,
    )
    expect(routes.filter((route) => !guides.has(route))).toEqual([])
  })

  it('catalogues every log source with exactly the fields and types of the facts', () => {
    const facts = readFactsJson<{
      sources: { source: string; display_name: string; fields: NamedField[] }[]
    }>('log-sources.json')
    const catalogue = JSON.parse(
      fs.readFileSync('content/catalogues/log-sources.json', 'utf8'),
    ) as {
      sources: { id: string; displayName: string; fields: NamedField[] }[]
    }
    const shape = (id: string, name: string, fields: NamedField[]) => ({
      id,
      name,
      fields: fields.map((field) => `${field.path}: ${field.type}`).sort(),
    })
    expect(catalogue.sources.map((s) => shape(s.id, s.displayName, s.fields))).toEqual(
      facts.sources.map((s) => shape(s.source, s.display_name, s.fields)),
    )
  })

  it('catalogues every extension with the tags and link of the facts', () => {
    const facts = readFactsJson<{
      unique_tags_sorted: string[]
      extensions: { name: string; tags: string[]; link: string | null }[]
    }>('extensions.json')
    const catalogue = JSON.parse(fs.readFileSync('content/catalogues/extensions.json', 'utf8')) as {
      tags: string[]
      extensions: { name: string; tags: string[]; link: string | null }[]
    }
    const shape = (e: { name: string; tags: string[]; link: string | null }) => ({
      name: e.name,
      tags: [...e.tags].sort(),
      link: e.link,
    })
    expect(catalogue.tags).toEqual(facts.unique_tags_sorted)
    expect(catalogue.extensions.map(shape)).toEqual(facts.extensions.map(shape))
  })
})
