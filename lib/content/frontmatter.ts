import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { ContentError, formatIssues } from '../validation'

const requiredText = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'must not be empty')

export const frontmatterSchema = z.strictObject({
  /** The page's only h1, its <title>, and its side-menu label unless `sidebarTitle` is set. */
  title: requiredText,
  /** One or two sentences: shown under the title, in link cards and as the meta description. */
  description: requiredText,
  /** A shorter label for the side menu and breadcrumbs. */
  sidebarTitle: requiredText.optional(),
  /**
   * The guide whose tables this page's SQL builds on (`/guides/database/tables`): its SQL blocks
   * that run are run first, in the tests and on a reader's first Run (`lib/content/sql-setup.ts`).
   */
  sqlSetup: z
    .string({ error: 'must be a guide path' })
    .regex(/^\/guides\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'must be a guide path such as /guides/database/tables')
    .optional(),
})

export type Frontmatter = z.infer<typeof frontmatterSchema>

const FRONTMATTER_BLOCK = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** Reads and validates a page's frontmatter; `file` is the path used in error messages. */
export function parseFrontmatter(source: string, file: string): Frontmatter {
  const block = FRONTMATTER_BLOCK.exec(source)
  if (!block) {
    throw new ContentError(file, 'frontmatter is missing (a --- block with title and description)')
  }
  let data: unknown
  try {
    data = parseYaml(block[1] ?? '')
  } catch (error) {
    throw new ContentError(file, `frontmatter is not valid YAML: ${(error as Error).message}`)
  }
  const result = frontmatterSchema.safeParse(data ?? {})
  if (!result.success) {
    throw new ContentError(file, `invalid frontmatter\n${formatIssues(result.error.issues)}`)
  }
  return result.data
}
