import type { z } from 'zod'

/**
 * One `path: message` entry per failing field (`projects.3.ref: expected string`), one a line
 * unless another separator is given, so an error names the field.
 */
export function formatIssues(issues: readonly z.core.$ZodIssue[], separator = '\n'): string {
  return issues
    .map((issue) => {
      const path = issue.path.map(String).join('.')
      return `${path === '' ? '(root)' : path}: ${issue.message}`
    })
    .join(separator)
}

/** A content or spec file that cannot be used; the message starts with the file's path. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`)
    this.name = 'ContentError'
  }
}
