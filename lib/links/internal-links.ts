import { parse } from 'node-html-parser'
import fs from 'node:fs'
import path from 'node:path'
import { isPlatformPath } from '../serving/platform-paths'

export interface BrokenLink {
  /** The exported page that holds the link, relative to the export folder. */
  page: string
  href: string
  problem: string
}

export interface InternalLink {
  /** The exported page that holds the link, relative to the export folder. */
  page: string
  href: string
  /** The target below the base path (`/guides/auth`), or null for a link within the page. */
  sitePath: string | null
  /** The id the link points at, decoded, if it has a `#fragment`. */
  fragment: string | null
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

/** Element ids of a page's HTML. */
export function idsOfHtml(html: string): Set<string> {
  return new Set(
    parse(html)
      .querySelectorAll('[id]')
      .map((element) => element.id),
  )
}

/**
 * Every internal `href` of the exported pages, in document order; links that cannot work whatever
 * the server does (relative, or outside the base path) come back as broken. External and platform
 * links are left out: they are not the export's.
 */
export function collectInternalLinks(
  exportDir: string,
  basePath: string,
): (InternalLink | BrokenLink)[] {
  const links: (InternalLink | BrokenLink)[] = []
  for (const file of htmlFiles(exportDir)) {
    const page = path.relative(exportDir, file)
    const root = parse(fs.readFileSync(file, 'utf8'))
    for (const anchor of root.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href') ?? ''
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
      const [pathPart = '', rawFragment] = href.split('#')
      const fragment = rawFragment ? decodeURIComponent(rawFragment) : null
      if (pathPart === '') {
        links.push({ page, href, sitePath: null, fragment })
        continue
      }
      if (!pathPart.startsWith('/')) {
        links.push({ page, href, problem: 'relative links are not used on this site' })
      } else if (isPlatformPath(pathPart)) {
        continue
      } else if (pathPart !== basePath && !pathPart.startsWith(`${basePath}/`)) {
        links.push({ page, href, problem: `does not start with the base path ${basePath}` })
      } else {
        links.push({ page, href, sitePath: pathPart.slice(basePath.length) || '/', fragment })
      }
    }
  }
  return links
}

export const isBroken = (link: InternalLink | BrokenLink): link is BrokenLink => 'problem' in link

export const missingAnchor = (fragment: string) =>
  `no element with id "${fragment}" on the target page`
