import { parse } from 'node-html-parser'
import fs from 'node:fs'
import path from 'node:path'
import { resolvePage } from '../../server/page-resolution'
import { isPlatformPath } from '../../server/platform-paths'

export interface BrokenLink {
  /** The exported page that holds the link, relative to the export folder. */
  page: string
  href: string
  problem: string
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html')
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    )
}

/**
 * Checks every internal `href` of the export: the page must exist and, when the link has a
 * `#fragment`, an element with that id must exist on it. External links are not fetched.
 */
export function checkExportLinks(exportDir: string, basePath: string): BrokenLink[] {
  const ids = new Map<string, Set<string>>()
  const idsOf = (file: string) => {
    let found = ids.get(file)
    if (!found) {
      const root = parse(fs.readFileSync(file, 'utf8'))
      found = new Set(root.querySelectorAll('[id]').map((element) => element.id))
      ids.set(file, found)
    }
    return found
  }

  const broken: BrokenLink[] = []
  for (const file of htmlFiles(exportDir)) {
    const page = path.relative(exportDir, file)
    const root = parse(fs.readFileSync(file, 'utf8'))
    for (const anchor of root.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href') ?? ''
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
      const [pathPart = '', fragment] = href.split('#')
      let target = file
      if (pathPart !== '') {
        if (!pathPart.startsWith('/')) {
          broken.push({ page, href, problem: 'relative links are not used on this site' })
          continue
        }
        if (isPlatformPath(pathPart)) continue
        if (pathPart !== basePath && !pathPart.startsWith(`${basePath}/`)) {
          broken.push({ page, href, problem: `does not start with the base path ${basePath}` })
          continue
        }
        const resolved = resolvePage(exportDir, pathPart.slice(basePath.length) || '/', false)
        if (!resolved) {
          broken.push({ page, href, problem: 'no such page' })
          continue
        }
        target = resolved
      }
      if (fragment && !idsOf(target).has(decodeURIComponent(fragment))) {
        broken.push({ page, href, problem: `no element with id "${fragment}" on the target page` })
      }
    }
  }
  return broken
}
