import fs from 'node:fs'
import path from 'node:path'
import { resolvePage } from '../serving/page-resolution'
import {
  type BrokenLink,
  collectInternalLinks,
  idsOfHtml,
  isBroken,
  missingAnchor,
} from './internal-links'

export type { BrokenLink } from './internal-links'

/**
 * Checks every internal `href` of the export against its files: the page must exist and, when the
 * link has a `#fragment`, an element with that id must exist on it. External links are not fetched.
 */
export function checkExportLinks(exportDir: string, basePath: string): BrokenLink[] {
  const ids = new Map<string, Set<string>>()
  const idsOf = (file: string) => {
    let found = ids.get(file)
    if (!found) {
      found = idsOfHtml(fs.readFileSync(file, 'utf8'))
      ids.set(file, found)
    }
    return found
  }

  const broken: BrokenLink[] = []
  for (const link of collectInternalLinks(exportDir, basePath)) {
    if (isBroken(link)) {
      broken.push(link)
      continue
    }
    const { page, href, sitePath, fragment } = link
    const target =
      sitePath === null ? path.join(exportDir, page) : resolvePage(exportDir, sitePath, false)
    if (!target) broken.push({ page, href, problem: 'no such page' })
    else if (fragment && !idsOf(target).has(fragment)) {
      broken.push({ page, href, problem: missingAnchor(fragment) })
    }
  }
  return broken
}
