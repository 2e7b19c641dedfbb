import fs from 'node:fs'
import path from 'node:path'

const PAGE_FILES = (base: string) => [
  `${base}.mdx`,
  `${base}.md`,
  `${base}/index.mdx`,
  `${base}/index.md`,
]

/** Whether a page file exists for a guide site path (`/guides/database/extensions/pgvector`). */
export function guideFileExists(guidesRoot: string, sitePath: string): boolean {
  const base = path.join(guidesRoot, sitePath.replace(/^\/guides\//, ''))
  return PAGE_FILES(base).some((file) => fs.existsSync(file))
}
