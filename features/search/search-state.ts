import type { ResultGroup, SearchResult } from '../../lib/search/rank-results'
import { groupResults } from '../../lib/search/rank-results'

/** What the search dialog shows: one state at a time. */
export type SearchState =
  /** The index is loading; what the reader types meanwhile is searched once it is ready. */
  | { status: 'loading'; query: string }
  | { status: 'failed' }
  | { status: 'ready'; query: '' }
  /** A query is running; the previous results stay on screen until its results arrive. */
  | { status: 'searching'; query: string; groups: ResultGroup[] }
  | { status: 'results'; query: string; groups: ResultGroup[] }
  | { status: 'no-match'; query: string }

export type SearchAction =
  | { type: 'index-loaded' }
  | { type: 'index-failed' }
  | { type: 'typed'; query: string }
  | { type: 'answered'; query: string; results: SearchResult[] }

export const initialSearchState: SearchState = { status: 'loading', query: '' }

const shownGroups = (state: SearchState): ResultGroup[] =>
  state.status === 'results' || state.status === 'searching' ? state.groups : []

/** The query the dialog is showing or waiting for. */
export const currentQuery = (state: SearchState): string =>
  state.status === 'failed' ? '' : state.query

const afterTyping = (query: string, groups: ResultGroup[]): SearchState =>
  query.trim() === '' ? { status: 'ready', query: '' } : { status: 'searching', query, groups }

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'index-loaded':
      return state.status === 'loading' ? afterTyping(state.query, []) : state
    case 'index-failed':
      return { status: 'failed' }
    case 'typed':
      if (state.status === 'failed') return state
      if (state.status === 'loading') return { status: 'loading', query: action.query }
      return afterTyping(action.query, shownGroups(state))
    case 'answered': {
      // An answer to a query the reader has since changed is dropped.
      if (state.status !== 'searching' || state.query !== action.query) return state
      if (action.results.length === 0) return { status: 'no-match', query: action.query }
      return { status: 'results', query: action.query, groups: groupResults(action.results) }
    }
  }
}
