import path from 'node:path'
import { readGuideTree } from '../../lib/content/guide-tree'
import { writeMarkdownTwins } from '../../lib/content/markdown-twins'

/** A Markdown twin beside every exported guide page. */
export function writeMarkdownTwinsInto(exportDir: string): void {
  const guidesRoot = path.resolve('content/guides')
  const written = writeMarkdownTwins(exportDir, guidesRoot, readGuideTree(guidesRoot))
  if (written === 0) throw new Error('no guide page was written as Markdown')
}
