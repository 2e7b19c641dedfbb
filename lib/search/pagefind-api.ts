/** The part of Pagefind's browser API (`pagefind/pagefind.js` in the export) the search uses. */
export interface PagefindApi {
  options(options: PagefindOptions): Promise<void>
  init(): Promise<void>
  search(query: string): Promise<{ results: PagefindHit[] } | null>
  preload(query: string): Promise<void>
}

export interface PagefindOptions {
  /** Prefix of every result URL: the site's base path with a trailing slash. */
  baseUrl?: string
  excerptLength?: number
  ranking?: {
    termSimilarity?: number
    pageLength?: number
    termSaturation?: number
    termFrequency?: number
  }
}

export interface PagefindHit {
  id: string
  score: number
  data(): Promise<PagefindPage>
}

export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  weighted_locations?: { weight: number; balanced_score: number; location: number }[]
}

export interface PagefindPage {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  sub_results: PagefindSubResult[]
}
