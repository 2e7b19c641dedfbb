import fs from 'node:fs'
import path from 'node:path'
import { LLMS_FULL_PATH, llmsFullPath, markdownTwinPath } from '../../lib/address/address'
import { readGuideTree, type GuidePage } from '../../lib/content/guide-tree'

/** The guides' Markdown twins, already in the export, joined in menu order into one file. */
function joinTwins(exportDir: string, pages: GuidePage[], to: string) {
  const text = pages
    .map((page) =>
      fs.readFileSync(path.join(exportDir, markdownTwinPath(page.path).slice(1)), 'utf8').trim(),
    )
    .join('\n\n---\n\n')
  fs.writeFileSync(path.join(exportDir, to.slice(1)), `${text}\n`)
}

/** `/llms-full.txt` with every guide, and each area's guides at `/guides/{area}/llms-full.txt`. */
export function writeGuidesFullTextInto(exportDir: string): void {
  const tree = readGuideTree(path.resolve('content/guides'))
  for (const area of tree.areas) joinTwins(exportDir, area.pages, llmsFullPath(area.path))
  joinTwins(
    exportDir,
    [...tree.areas.flatMap((area) => area.pages), ...tree.standalone],
    LLMS_FULL_PATH,
  )
}
