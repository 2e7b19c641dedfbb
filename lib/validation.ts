import type { z } from 'zod'

/** One line per failing field, e.g. `title: is required`, so a build error names the field. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n')
}

/** A content or spec file that cannot be used; the message starts with the file's path. */
export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`)
    this.name = 'ContentError'
  }
}
