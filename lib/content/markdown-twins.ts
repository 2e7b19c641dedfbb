import fs from 'node:fs'
import path from 'node:path'
import { markdownTwinPath } from '../address/address'
import { catalogueEmbeds } from '../catalogues/catalogue-markdown'
import { guideMarkdown } from './guide-markdown'
import type { GuidePage, GuideTree } from './guide-tree'

/** The guide page whose twin is at `sitePath` (`/guides/auth.md`), or null when none is. */
export function pageOfMarkdownTwin(tree: GuideTree, sitePath: string): GuidePage | null {
  return tree.pages.find((page) => markdownTwinPath(page.path) === sitePath) ?? null
}

export function readMarkdownTwin(guidesRoot: string, page: GuidePage): string {
  const source = fs.readFileSync(path.join(guidesRoot, page.file), 'utf8')
  // content/guides sits two folders below the repository root the catalogues are read from.
  return guideMarkdown(page, source, catalogueEmbeds(path.resolve(guidesRoot, '../..')))
}

/** Writes every guide page's Markdown twin into the export. Returns how many it wrote. */
export function writeMarkdownTwins(exportDir: string, guidesRoot: string, tree: GuideTree): number {
  for (const page of tree.pages) {
    const file = path.join(exportDir, `${markdownTwinPath(page.path).slice(1)}`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, readMarkdownTwin(guidesRoot, page))
  }
  return tree.pages.length
}
