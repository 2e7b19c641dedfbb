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
 * How much an exact title or function-name match, all query words in the title, an old version
 * and another library than the primary one count. Six client libraries share function names, so
 * JavaScript's section leads an equal match and the other libraries follow.
 */
export const RANK_FACTORS = {
  exactTitle: 4,
  titleHasEveryWord: 1.6,
  olderVersion: 0.3,
  otherLibrary: 0.3,
} as const

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(\)/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/**
 * The names a reader may type for a page: its title, the function name (`auth.signInWithOAuth()`)
 * and its last part (`signInWithOAuth`), a CLI command without the binary's name (`db push`).
 */
function titleForms(page: PagefindPage, cliName: string): string[][] {
  const title = words(page.meta.title ?? '')
  const forms = [title]
  if (title[0] === cliName && title.length > 1) forms.push(title.slice(1))
  const name = page.meta.name
  if (name) {
    forms.push(words(name))
    const last = name
      .replace(/\(\)/g, '')
      .split(/[.()\s]+/)
      .filter(Boolean)
      .at(-1)
    if (last) forms.push(words(last))
  }
  return forms
}

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index])

function rankFactor(query: string[], page: PagefindPage, cliName: string): number {
  const forms = titleForms(page, cliName)
  let factor = 1
  if (forms.some((form) => sameWords(form, query))) factor *= RANK_FACTORS.exactTitle
  else if (forms.some((form) => query.every((word) => form.includes(word)))) {
    factor *= RANK_FACTORS.titleHasEveryWord
  }
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

/**
 * Orders Pagefind's hits as a developer expects: an exact title, function or command name first,
 * then pages whose title holds every word, the latest library version above older ones.
 */
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

export function rankResults(query: string, hits: RankInput[], cliName: string): SearchResult[] {
  const queryWords = words(query)
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
        score: score * rankFactor(queryWords, page, cliName),
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
