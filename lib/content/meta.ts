import fs from 'node:fs'
import { z } from 'zod'
import { ContentError, formatIssues } from '../validation'

export const metaSchema = z.strictObject({
  /** The folder's name in menus: the area title at the top level, the group title below it. */
  title: z.string().trim().min(1, 'must not be empty'),
  /**
   * Menu order: page names without extension (`index` is the folder's landing page), sub-folder
   * names (a collapsible group), and `---Title---` for a section heading.
   */
  pages: z.array(z.string().trim().min(1, 'must not be empty')).min(1, 'must list at least one page'),
})

export type FolderMeta = z.infer<typeof metaSchema>

const SECTION = /^---(.+)---$/

/** The section title when a `pages` entry is a `---Title---` separator. */
export function sectionTitle(entry: string): string | undefined {
  return SECTION.exec(entry)?.[1]?.trim()
}

export function readMeta(absolutePath: string, displayPath: string): FolderMeta {
  if (!fs.existsSync(absolutePath)) {
    throw new ContentError(displayPath, 'is missing: every guides folder needs one to order its menu')
  }
  let data: unknown
  try {
    data = JSON.parse(fs.readFileSync(absolutePath, 'utf8'))
  } catch (error) {
    throw new ContentError(displayPath, `is not valid JSON: ${(error as Error).message}`)
  }
  const result = metaSchema.safeParse(data)
  if (!result.success) throw new ContentError(displayPath, `invalid\n${formatIssues(result.error.issues)}`)
  return result.data
}
