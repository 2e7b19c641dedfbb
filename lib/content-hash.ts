import { createHash } from 'node:crypto'

/** The first `length` characters of `text`'s SHA-256, in base64url: a short name for content. */
export const contentHash = (text: string, length: number): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, length)
