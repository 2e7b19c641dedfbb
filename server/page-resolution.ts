import { resolveExportFile } from './static-files'

/** User agents of search engines and link previews, which get a section's crawler page. */
const CRAWLER =
  /googlebot|bingbot|duckduckbot|baiduspider|yandexbot|slurp|applebot|facebookexternalhit|twitterbot|linkedinbot|slackbot|discordbot|petalbot/i

export function isCrawler(userAgent: string | undefined): boolean {
  return CRAWLER.test(userAgent ?? '')
}

const REFERENCE_SECTION = /^\/reference\/([a-z0-9-]+)(?:\/(v\d+))?\/([a-z0-9-]+)$/

/**
 * The export file for a site path. A reference section URL (`/reference/javascript/select`) has
 * no file of its own: readers get the whole document, crawlers the section's crawler page. The
 * crawler page's existence is what says the section exists.
 */
export function resolvePage(root: string, sitePath: string, crawler: boolean): string | null {
  const match = REFERENCE_SECTION.exec(sitePath)
  if (match && match[3] !== 'crawlers') {
    const [, library, version, section] = match
    const document = `/reference/${library}${version ? `/${version}` : ''}`
    const crawlerPage = resolveExportFile(root, `${document}/crawlers/${section}`)
    if (crawlerPage) return crawler ? crawlerPage : resolveExportFile(root, document)
  }
  return resolveExportFile(root, sitePath)
}
