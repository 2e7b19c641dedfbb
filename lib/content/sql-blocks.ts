import { readMetaAttribute } from '../mdx/code-meta'
import type { CodeBlock } from './code-blocks'

/**
 * Which guide code blocks are SQL that runs: the one rule the content tests (every block on PGlite,
 * in page order) and the build (a Run button on each such block) both follow.
 */
const SQL_LANGUAGES = new Set(['sql', 'pgsql', 'postgres', 'postgresql', 'plpgsql'])

/** A code fence's language names SQL. */
export function isSqlLanguage(language: string | null | undefined): boolean {
  return language != null && SQL_LANGUAGES.has(language.toLowerCase())
}

/** Why a block cannot run, from its fence's `norun="…"`; null when it runs. */
export function noRunReason(meta: string | null | undefined): string | null {
  return readMetaAttribute(meta, 'norun')
}

export interface SqlBlock {
  /** 1-based position among the page's SQL blocks, run or not. */
  index: number
  line: number
  sql: string
  /** Why the block cannot run on PGlite, from its fence's `norun="…"`; null when it runs. */
  norun: string | null
}

/** A page's SQL blocks, numbered in page order, from its code blocks (`readCodeBlocks`). */
export function sqlBlocksOf(blocks: readonly CodeBlock[]): SqlBlock[] {
  return blocks
    .filter((block) => isSqlLanguage(block.lang))
    .map((block, position) => ({
      index: position + 1,
      line: block.line,
      sql: block.value,
      norun: noRunReason(block.meta),
    }))
}
