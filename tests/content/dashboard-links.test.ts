import { describe, expect, it } from 'vitest'
import { DASHBOARD_NOUNS, findUnlinkedNouns } from './support/dashboard-nouns'
import { piecesOf, readGuideSources } from './support/page-pieces'

/**
 * The first time a page names a dashboard place (SQL editor, table editor, API settings, database
 * settings, Connect, Auth providers, Storage buckets), it links it with `<DashboardLink>`. Pages
 * about self-hosting describe the self-hosted dashboard, which the hosted links do not open.
 * Reads `content/guides` directly; needs no build.
 */
const SELF_HOSTED = 'content/guides/self-hosting/'

const pages = readGuideSources()
  .filter((page) => !page.file.startsWith(SELF_HOSTED))
  .map((page) => ({ file: page.file, pieces: piecesOf(page) }))

describe('dashboard places are linked on first mention', () => {
  it('reads the guide pages and knows every noun', () => {
    expect(pages.length).toBeGreaterThan(100)
    expect(DASHBOARD_NOUNS.map(({ noun }) => noun)).toEqual([
      'SQL editor',
      'Table editor',
      'API settings',
      'database settings',
      'Connect',
      'Auth providers',
      'Storage buckets',
    ])
  })

  it('on every guide page', () => {
    const unlinked = pages.flatMap((page) =>
      findUnlinkedNouns(page.pieces).map(
        (found) =>
          `${page.file}:${found.line} names "${found.written}" unlinked: write <DashboardLink page="${found.page}">${found.written}</DashboardLink>`,
      ),
    )
    expect(unlinked, 'first mentions of dashboard places without <DashboardLink>').toEqual([])
  })
})
