import type { DashboardPageKind } from '../../../lib/address/dashboard-pages'
import { lineAt, type PagePiece } from './page-pieces'

/**
 * The dashboard's places that guides name, each with the `<DashboardLink page>` that opens it.
 * "Connect" is the project's connection panel; its strings live on the database settings page.
 * Names that are also ordinary words match only in their dashboard spelling: `Auth providers` and
 * `Storage buckets` capitalised, `Connect` in bold or followed by button, panel or dialog, and
 * `API settings` not as part of "Data API settings" (a group of settings, not a page).
 */
export const DASHBOARD_NOUNS: readonly { noun: string; page: DashboardPageKind; pattern: RegExp }[] =
  [
    { noun: 'SQL editor', page: 'sql-editor', pattern: /\bSQL editor\b/gi },
    { noun: 'Table editor', page: 'table-editor', pattern: /\btable editor\b/gi },
    { noun: 'API settings', page: 'api-settings', pattern: /(?<!Data )\bAPI settings\b/gi },
    { noun: 'database settings', page: 'database-settings', pattern: /\bdatabase settings\b/gi },
    {
      noun: 'Connect',
      page: 'database-settings',
      pattern: /(?<=^|\s)Connect(?= (button|panel|dialog)\b)|^Connect$/g,
    },
    { noun: 'Auth providers', page: 'auth-providers', pattern: /\bAuth providers\b/g },
    { noun: 'Storage buckets', page: 'storage', pattern: /\bStorage buckets\b/g },
  ]

/** A dashboard noun whose first mention on a page is not a `<DashboardLink>` to its page. */
export interface UnlinkedNoun {
  line: number
  noun: string
  page: DashboardPageKind
  /** The text as written, e.g. `SQL Editor`. */
  written: string
}

/** Words before a mention that make it the local stack's dashboard, which has no hosted link. */
const LOCAL_DASHBOARD = /\blocal\b[^.]{0,40}$/i

/**
 * The first mention of each dashboard noun in a page's prose (outside headings, code and
 * ordinary links) when it is not inside `<DashboardLink page="…">` for that noun's page. A bold
 * `**Connect**` is its own text node, so it matches the whole of it. Mentions of the local
 * dashboard ("the local dashboard's SQL editor") are not the hosted one's and are passed over.
 */
export function findUnlinkedNouns(pieces: readonly PagePiece[]): UnlinkedNoun[] {
  const found: UnlinkedNoun[] = []
  for (const { noun, page, pattern } of DASHBOARD_NOUNS) {
    for (const piece of pieces) {
      if (piece.kind !== 'prose' || piece.inHeading || piece.inLink) continue
      const match = [...piece.text.matchAll(pattern)].find(
        (candidate) => !LOCAL_DASHBOARD.test(piece.text.slice(0, candidate.index)),
      )
      if (!match) continue
      if (piece.dashboardPage !== page) {
        found.push({ line: lineAt(piece, match.index), noun, page, written: match[0] })
      }
      break
    }
  }
  return found.sort((a, b) => a.line - b.line)
}
