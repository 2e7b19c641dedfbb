import { platformConstants, type PlatformConstantName } from '../../../lib/platform/constants'
import { lineAt, type PagePiece } from './page-pieces'

/** A place where a page writes a platform constant's value instead of `<PlatformValue>`. */
export interface ValueLiteral {
  line: number
  /** The text as written, e.g. `60 seconds`. */
  written: string
  /** Every constant whose value it equals. */
  names: string[]
}

/**
 * Literals that equal a constant's value but, where they stand, mean something else: on the page
 * `file`, the text `written` is allowed. Keep it short; a number that means the platform fact
 * belongs in `<PlatformValue>`.
 */
export const COINCIDING_LITERALS: readonly { file: string; written: string; why: string }[] = [
  {
    file: 'content/guides/database/postgres/which-version-of-postgres.mdx',
    written: '10,000',
    why: 'the factor in Postgres\'s server_version_num',
  },
  { file: 'content/guides/auth/sessions/index.mdx', written: '1 hour', why: 'a range of JWT expiries to choose from' },
  { file: 'content/guides/auth/sessions/index.mdx', written: '5 minutes', why: 'a range of JWT expiries to choose from' },
  { file: 'content/guides/storage/uploads/file-limits.mdx', written: '20 MB', why: 'a bucket limit the example sets' },
  { file: 'content/guides/storage/uploads/file-limits.mdx', written: '5 MB', why: 'a bucket limit the example sets' },
  { file: 'content/guides/functions/storage-caching.mdx', written: '60 seconds', why: 'the signed URL expiry the example chooses' },
  { file: 'content/guides/ai/choosing-compute-addon.mdx', written: '6 GB', why: 'an estimated index size' },
  { file: 'content/guides/self-hosting/docker.mdx', written: '8 GB', why: 'RAM for a self-hosted server' },
]

/**
 * Bare-number constants, recognised by the words that follow the number when it means the fact
 * (`100 values`, `6-digit`). A bare number without such words says too little to be told from any
 * other number; constants not listed here are found only when they have four digits or more.
 */
const BARE_NUMBER_NOUNS: Partial<Record<PlatformConstantName, string>> = {
  'database.extensionCount': 'extensions',
  'auth.socialProviderCount': '(social )?(login )?providers',
  'auth.smsProviderCount': 'SMS providers',
  'monitoring.logSourceCount': 'log sources',
  'auth.otpLength': 'digits?',
  'auth.smsPerHour': '(SMS )?(messages|texts) (an|per) hour',
  'auth.builtInEmailsPerHour': 'emails (an|per) hour',
  'auth.mfaMaxFactors': '(MFA )?factors',
  'auth.signInsPerFiveMinutes': '(sign-ins|sign-ups|requests) per five minutes',
  'auth.tokenRefreshesPerFiveMinutes': '(token )?refreshe?s? per five minutes',
  'auth.anonymousSignInsPerHour': 'anonymous sign-ins',
  'storage.listDefaultLimit': '(entries|files|objects|items) (by default|unless)',
  'storage.imageTransformDefaultQuality': 'quality',
  'realtime.inFilterMaxValues': 'values',
  'realtime.channelsPerConnection': 'channels( per connection)?',
  'realtime.connectionsFree': 'concurrent (Realtime )?connections',
  'realtime.clientEventsPerSecondDefault': '(messages|events) per second',
}

interface Matcher {
  names: string[]
  pattern: RegExp
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The number not part of a longer number, as the pattern's start. */
const numberStart = (number: string) => `(?<![\\d.,])${escape(number)}`

/**
 * The pattern that finds a value as a writer might type it: the number not part of a longer
 * number, a unit singular or plural, joined by a space, a hyphen or nothing (`7 GB`, `7GB`,
 * `60-second`); other values as written, spaces as any white space.
 */
function patternOf(value: string): RegExp {
  const unit = /^([\d.,]+) ([A-Za-z]+)$/.exec(value)
  if (unit?.[1] && unit[2]) {
    const word = unit[2]
    const singular = word.endsWith('s') ? word.slice(0, -1) : word
    return new RegExp(`${numberStart(unit[1])}[ \\u00a0-]?${escape(singular)}s?(?![A-Za-z])`, 'gi')
  }
  const spaced = value.split(' ').map(escape).join('\\s+')
  return new RegExp(`(?<![\\w.,-])${spaced}(?![\\w%]|[.,]\\d)`, 'g')
}

/**
 * How each constant is recognised: values with a unit or several words as written; bare numbers
 * followed by their words from `BARE_NUMBER_NOUNS`, or alone when they have four digits or more.
 * Constants with one value and one pattern share a matcher, so a literal names all of them.
 */
export function valueMatchers(
  constants: Record<string, string> = platformConstants,
  nouns: Partial<Record<string, string>> = BARE_NUMBER_NOUNS,
): Matcher[] {
  const bySource = new Map<string, Matcher>()
  for (const [name, value] of Object.entries(constants)) {
    if (!/\d/.test(value)) continue
    let pattern: RegExp
    if (/^[\d,]+$/.test(value)) {
      const noun = nouns[name]
      if (noun) pattern = new RegExp(`${numberStart(value)}[ \\u00a0-]?${noun}(?![A-Za-z])`, 'gi')
      else if (value.replace(',', '').length >= 4) pattern = new RegExp(`${numberStart(value)}(?![\\d])`, 'g')
      else continue
    } else {
      pattern = patternOf(value)
    }
    const known = bySource.get(pattern.source)
    if (known) known.names.push(name)
    else bySource.set(pattern.source, { names: [name], pattern })
  }
  return [...bySource.values()]
}

/**
 * Every literal equal to a constant's value in the prose of a page: text, table cells and
 * headings, where `<PlatformValue>` can stand. Code and inline code cannot hold a component, so a
 * value in them (a port in a sample URL, a pinned version) stays as written.
 */
export function findValueLiterals(
  pieces: readonly PagePiece[],
  matchers: readonly Matcher[] = valueMatchers(),
): ValueLiteral[] {
  const found: { literal: ValueLiteral; order: [number, number] }[] = []
  pieces.forEach((piece, pieceIndex) => {
    if (piece.kind !== 'prose') return
    for (const matcher of matchers) {
      for (const match of piece.text.matchAll(matcher.pattern)) {
        found.push({
          literal: { line: lineAt(piece, match.index), written: match[0], names: matcher.names },
          order: [pieceIndex, match.index],
        })
      }
    }
  })
  return found
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map(({ literal }) => literal)
}

/** Whether a literal on `file` is one of the `COINCIDING_LITERALS`. */
export function coincides(
  file: string,
  literal: ValueLiteral,
  allowed: readonly { file: string; written: string }[] = COINCIDING_LITERALS,
): boolean {
  return allowed.some((entry) => entry.file === file && entry.written === literal.written)
}
