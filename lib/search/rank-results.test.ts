import { describe, expect, it } from 'vitest'
import type { PagefindPage } from './pagefind-api'
import { groupResults, matchesQuery, rankResults } from './rank-results'

function page(
  url: string,
  meta: Record<string, string>,
  subs: [string, string, number][] = [],
): PagefindPage {
  return {
    url,
    excerpt: `excerpt of ${url}`,
    meta: { latest: 'true', ...meta },
    sub_results: subs.map(([subUrl, title, weight]) => ({
      url: subUrl,
      title,
      excerpt: `excerpt of ${subUrl}`,
      weighted_locations: [{ weight, balanced_score: weight, location: 0 }],
    })),
  }
}

describe('rankResults', () => {
  it('puts an exact function name first, even from a lower Pagefind score', () => {
    const ranked = rankResults(
      'maybeSingle',
      [
        {
          score: 10,
          page: page('/reference/javascript/using-modifiers', {
            title: 'Using modifiers',
            kind: 'reference',
          }),
        },
        {
          score: 5,
          page: page('/reference/javascript/maybe-single', {
            title: 'Retrieve zero or one row',
            name: 'maybeSingle()',
            kind: 'reference',
          }),
        },
      ],
      'plinth',
    )
    expect(ranked.map((result) => result.url)).toEqual([
      '/reference/javascript/maybe-single',
      '/reference/javascript/using-modifiers',
    ])
  })

  it('matches the last part of a chained name and a command without the binary name', () => {
    const ranked = rankResults(
      'db push',
      [
        { score: 10, page: page('/guides/cli', { title: 'CLI', kind: 'guide' }) },
        {
          score: 3,
          page: page('/reference/cli/plinth-db-push', { title: 'plinth db push', kind: 'cli' }),
        },
      ],
      'plinth',
    )
    expect(ranked[0]?.url).toBe('/reference/cli/plinth-db-push')
    const select = rankResults(
      'select',
      [
        { score: 10, page: page('/guides/rls', { title: 'Policies', kind: 'guide' }) },
        {
          score: 3,
          page: page('/reference/javascript/select', {
            title: 'Fetch data',
            name: 'from().select()',
            kind: 'reference',
          }),
        },
      ],
      'plinth',
    )
    expect(select[0]?.url).toBe('/reference/javascript/select')
  })

  it('ranks an older version below the latest one and marks it', () => {
    const ranked = rankResults(
      'rpc',
      [
        {
          score: 12,
          page: page('/reference/javascript/v1/rpc', {
            title: 'Call',
            name: 'rpc()',
            latest: 'false',
            version: 'v1',
          }),
        },
        {
          score: 10,
          page: page('/reference/javascript/rpc', { title: 'Call', name: 'rpc()', version: 'v2' }),
        },
      ],
      'plinth',
    )
    expect(ranked.map((result) => [result.url, result.latest])).toEqual([
      ['/reference/javascript/rpc', true],
      ['/reference/javascript/v1/rpc', false],
    ])
  })

  it('links to the heading where the query weighs most, with its title and excerpt', () => {
    const [result] = rankResults(
      'hnsw',
      [
        {
          score: 1,
          page: page('/guides/ai/semantic-search', { title: 'Semantic search', kind: 'guide' }, [
            ['/guides/ai/semantic-search', 'Semantic search', 1],
            ['/guides/ai/semantic-search#add-an-hnsw-index', 'Add an HNSW index', 5],
          ]),
        },
      ],
      'plinth',
    )
    expect(result).toMatchObject({
      url: '/guides/ai/semantic-search#add-an-hnsw-index',
      heading: 'Add an HNSW index',
      excerpt: 'excerpt of /guides/ai/semantic-search#add-an-hnsw-index',
    })
  })
})

describe('rankResults for a concept', () => {
  const signInWithOtp = {
    score: 30,
    page: page('/reference/javascript/auth-signinwithotp', {
      title: 'Sign in with a magic link or one-time code',
      name: 'auth.signInWithOtp()',
      kind: 'reference',
    }),
  }

  it('puts the guide with a section on it above a reference section with it in its title', () => {
    const ranked = rankResults(
      'magic link',
      [
        signInWithOtp,
        {
          score: 10,
          page: page(
            '/guides/auth/passwordless',
            { title: 'Passwordless email sign-in', kind: 'guide', label: 'Auth' },
            [['/guides/auth/passwordless#magic-link', 'Magic links', 6]],
          ),
        },
      ],
      'plinth',
    )
    expect(ranked.map((result) => result.url)).toEqual([
      '/guides/auth/passwordless#magic-link',
      '/reference/javascript/auth-signinwithotp',
    ])
  })

  it('knows a guide by its area and menu label', () => {
    const ranked = rankResults(
      'edge function secrets',
      [
        {
          score: 30,
          page: page('/guides/functions/schedule', {
            title: 'Scheduling Edge Functions',
            kind: 'guide',
            label: 'Edge Functions',
          }),
        },
        {
          score: 10,
          page: page('/guides/functions/secrets', {
            title: 'Secrets and environment variables',
            menuTitle: 'Secrets',
            kind: 'guide',
            label: 'Edge Functions',
          }),
        },
      ],
      'plinth',
    )
    expect(ranked[0]?.url).toBe('/guides/functions/secrets')
  })

  it('does not count a one-word heading or the area alone as naming the topic', () => {
    const select = rankResults(
      'select',
      [
        {
          score: 10,
          page: page('/guides/rls', { title: 'Row Level Security', kind: 'guide' }, [
            ['/guides/rls#select', 'SELECT', 6],
          ]),
        },
        {
          score: 5,
          page: page('/reference/javascript/select', {
            title: 'Fetch data',
            name: 'from().select()',
            kind: 'reference',
          }),
        },
      ],
      'plinth',
    )
    expect(select[0]?.url).toBe('/reference/javascript/select')
    const vectors = rankResults(
      'vector search',
      [
        {
          score: 20,
          page: page('/guides/ai/keyword-search', {
            title: 'Keyword search',
            kind: 'guide',
            label: 'AI & Vectors',
          }),
        },
        {
          score: 25,
          page: page('/guides/ai/vector-indexes', { title: 'Vector indexes', kind: 'guide' }),
        },
      ],
      'plinth',
    )
    expect(vectors[0]?.url).toBe('/guides/ai/vector-indexes')
  })
})

describe('groupResults', () => {
  it('groups guides, each library reference and the CLI, in order of their best result', () => {
    const ranked = rankResults(
      'push',
      [
        {
          score: 9,
          page: page('/reference/cli/plinth-db-push', {
            title: 'plinth db push',
            kind: 'cli',
            label: 'CLI',
          }),
        },
        { score: 8, page: page('/guides/cli', { title: 'CLI', kind: 'guide', label: 'CLI' }) },
        {
          score: 7,
          page: page('/reference/javascript/x', {
            title: 'X',
            kind: 'reference',
            label: 'JavaScript',
          }),
        },
        {
          score: 6,
          page: page('/reference/cli/plinth-db', { title: 'plinth db', kind: 'cli', label: 'CLI' }),
        },
      ],
      'plinth',
    )
    expect(groupResults(ranked).map((group) => [group.title, group.results.length])).toEqual([
      ['CLI', 2],
      ['Guides', 1],
      ['JavaScript reference', 1],
    ])
  })
})

describe('matchesQuery', () => {
  const withExcerpt = (excerpt: string): PagefindPage => ({
    url: '/guides/x',
    excerpt,
    meta: {},
    sub_results: [],
  })

  it('drops a hit whose only mark is a short prefix Pagefind stood in for the query word', () => {
    expect(
      matchesQuery(['qwertyuiop'], withExcerpt('sqlcmd -d Sales <mark>-Q</mark> select')),
    ).toBe(false)
    expect(matchesQuery(['ark'], withExcerpt('<mark>ar</mark> archive'))).toBe(false)
  })

  it('keeps stems, longer words and words the reader typed in full', () => {
    expect(matchesQuery(['policies'], withExcerpt('one <mark>policy</mark> per role'))).toBe(true)
    expect(matchesQuery(['auth'], withExcerpt('<mark>authentication</mark> flows'))).toBe(true)
    expect(matchesQuery(['q'], withExcerpt('the <mark>-q</mark> flag'))).toBe(true)
    expect(matchesQuery(['rls'], withExcerpt('enable <mark>RLS</mark> first'))).toBe(true)
  })

  it('keeps a hit with no marked words (it matched on its title)', () => {
    expect(matchesQuery(['vector'], withExcerpt('no marks here'))).toBe(true)
  })
})
