import type { PagefindPage, PagefindSubResult } from './pagefind-api'
import type { SearchKind } from './search-documents'

/** One search result as the dialog shows it. */
export interface SearchResult {
  /** Where the result opens, under the base path, with the matched heading's anchor. */
  url: string
  /** The page or reference section title. */
  title: string
  /** The heading inside the page that matched, when it is not the page itself. */
  heading: string | null
  /** Pagefind's excerpt: escaped text with the matched words in `<mark>`. */
  excerpt: string
  kind: SearchKind
  /** The guide's area (`Auth`) or the reference's library (`JavaScript`). */
  label: string
  /** The library version (`v1`, `1.151.1`); absent for guides. */
  version: string | null
  latest: boolean
  score: number
}

export interface RankInput {
  score: number
  page: PagefindPage
}

/**
 * How much a page's names count: a title or function name equal to the query, or holding every
 * query word. A guide that names the topic teaches it and counts again; a reference section only
 * uses it. Older versions and other libraries than the primary one count less: six client
 * libraries share function names, so JavaScript's section leads an equal match.
 */
export const RANK_FACTORS = {
  exactTitle: 4,
  titleHasEveryWord: 1.6,
  guideTeaches: 2,
  olderVersion: 0.3,
  otherLibrary: 0.3,
} as const

/** A plural and its singular compare equal (`links`, `link`; `policies`, `policy`). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(\)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Words of a name or query compared for ranking, plurals folded. */
const nameWords = (text: string) => words(text).map(singular)

/**
 * The names a reader may type for a page: its title, the function name (`auth.signInWithOAuth()`)
 * and its last part (`signInWithOAuth`), a CLI command without the binary's name (`db push`).
 */
function pageNames(page: PagefindPage, cliName: string): string[][] {
  const title = nameWords(page.meta.title ?? '')
  const names = [title]
  if (title[0] === cliName && title.length > 1) names.push(title.slice(1))
  const name = page.meta.name
  if (name) {
    names.push(nameWords(name))
    const last = name
      .replace(/\(\)/g, '')
      .split(/[.()\s]+/)
      .filter(Boolean)
      .at(-1)
    if (last) names.push(nameWords(last))
  }
  return names
}

/**
 * What a guide is called in full: its title or menu label after its area (`Edge Functions`
 * `Secrets`, `Realtime` `Presence`). Only equal to the query do they count: every AI page's area
 * holds the word `vectors`.
 */
function qualifiedNames(page: PagefindPage): string[][] {
  if (page.meta.kind !== 'guide') return []
  const area = nameWords(page.meta.label ?? '')
  const titles = [page.meta.title, page.meta.menuTitle].filter((title) => title !== undefined)
  return titles.map((title) => [...area, ...nameWords(title)])
}

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index])

/**
 * Whether a guide has a heading that is the query: a section teaching that topic. Only a phrase
 * counts; one word equal to a heading (`SELECT`, `Examples`) says little about the page.
 */
const hasHeading = (query: string[], page: PagefindPage) =>
  page.meta.kind === 'guide' &&
  query.length > 1 &&
  page.sub_results.some((sub) => sameWords(nameWords(sub.title), query))

/** How well the page's names match the query: equal, holding every word, or not at all. */
function nameMatch(query: string[], page: PagefindPage, cliName: string): number {
  const names = pageNames(page, cliName)
  const fullNames = [...names, ...qualifiedNames(page)]
  if (fullNames.some((name) => sameWords(name, query)) || hasHeading(query, page)) {
    return RANK_FACTORS.exactTitle
  }
  if (names.some((name) => query.every((word) => name.includes(word)))) {
    return RANK_FACTORS.titleHasEveryWord
  }
  return 1
}

function rankFactor(query: string[], page: PagefindPage, cliName: string): number {
  let factor = nameMatch(query, page, cliName)
  if (factor > 1 && page.meta.kind === 'guide') factor *= RANK_FACTORS.guideTeaches
  if (page.meta.latest === 'false') factor *= RANK_FACTORS.olderVersion
  if (page.meta.primary === 'false') factor *= RANK_FACTORS.otherLibrary
  return factor
}

const locationScore = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0)

/** The heading section of the page where the query weighs most. */
function bestSubResult(page: PagefindPage): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined
  for (const sub of page.sub_results) {
    if (!best || locationScore(sub) > locationScore(best)) best = sub
  }
  return best
}

const KINDS: readonly SearchKind[] = ['guide', 'reference', 'cli']
const kindOf = (value: string | undefined): SearchKind =>
  KINDS.find((kind) => kind === value) ?? 'guide'

/** Letters a marked word must share with the start of a query word (fewer if the word is shorter). */
const MIN_STAND_IN_LENGTH = 3

const markedWords = (excerpt: string) =>
  [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => words(match[1] ?? ''))

/**
 * Whether a hit matches the query. For a word missing from the index Pagefind searches its longest
 * indexed prefix instead (`qwertyuiop` finds the `q` of a `-Q` flag); a hit whose every marked
 * word shares less than the start of a query word with it is not a match. Stems still match
 * (`policies` marks `policy`). A hit with no marked words matched elsewhere (title) and stays.
 */
export function matchesQuery(queryWords: readonly string[], page: PagefindPage): boolean {
  const marked = [page.excerpt, ...page.sub_results.map((sub) => sub.excerpt)].flatMap(markedWords)
  if (marked.length === 0) return true
  return marked.some((mark) =>
    queryWords.some(
      (word) => commonPrefixLength(mark, word) >= Math.min(word.length, MIN_STAND_IN_LENGTH),
    ),
  )
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1
  return length
}

/**
 * Orders Pagefind's hits as a developer expects: an exact title, function or command name first,
 * then pages whose title holds every word, a guide teaching the topic above reference sections
 * using it, the latest library version above older ones.
 */
export function rankResults(query: string, hits: RankInput[], cliName: string): SearchResult[] {
  const queryWords = words(query)
  const queryName = queryWords.map(singular)
  return hits
    .filter(({ page }) => matchesQuery(queryWords, page))
    .map(({ score, page }): SearchResult => {
      const sub = bestSubResult(page)
      const title = page.meta.title ?? page.url
      const heading = sub && sub.url !== page.url && sub.title !== title ? sub.title : null
      return {
        url: sub?.url ?? page.url,
        title,
        heading,
        excerpt: sub?.excerpt ?? page.excerpt,
        kind: kindOf(page.meta.kind),
        label: page.meta.label ?? '',
        version: page.meta.version ?? null,
        latest: page.meta.latest !== 'false',
        score: score * rankFactor(queryName, page, cliName),
      }
    })
    .sort((a, b) => b.score - a.score)
}

export interface ResultGroup {
  /** `Guides`, `JavaScript reference`, `CLI`. */
  title: string
  results: SearchResult[]
}

const groupTitle = (result: SearchResult) =>
  result.kind === 'guide' ? 'Guides' : result.kind === 'cli' ? 'CLI' : `${result.label} reference`

/** Results grouped by kind (guides, each library's reference, CLI), groups in order of their best result. */
export function groupResults(results: SearchResult[]): ResultGroup[] {
  const groups = new Map<string, SearchResult[]>()
  for (const result of results) {
    const title = groupTitle(result)
    const group = groups.get(title)
    if (group) group.push(result)
    else groups.set(title, [result])
  }
  return [...groups].map(([title, grouped]) => ({ title, results: grouped }))
}
